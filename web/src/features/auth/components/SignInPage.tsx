import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { selectCurrentUser, signedIn } from '../../../state/session.ts';
import { useAppDispatch, useAppSelector } from '../../../state/store.ts';
import { CenteredCard } from '../../../components/layout/CenteredCard.tsx';
import { Button, ErrorBar, TextField } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { useSignInMutation } from '../api.ts';
import { INVALID_CREDENTIALS } from '../messages.ts';
import { UNABLE_TO_PROCESS } from '../../../lib/messages.ts';

export function SignInPage() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signIn, { isLoading }] = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (user) return <Navigate to={paths.dashboard.getHref()} replace />;

  const canSubmit = email.trim() !== '' && password !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    const result = await signIn({ email: email.trim(), password });
    if (result.error) {
      setError(describeRequestError(result.error).refused ? INVALID_CREDENTIALS : UNABLE_TO_PROCESS);
    } else if (!result.data.token) {
      setError(UNABLE_TO_PROCESS);
    } else {
      dispatch(signedIn({ token: result.data.token, user: result.data.user }));
      navigate(paths.dashboard.getHref());
    }
  };

  return (
    <CenteredCard title="Sign In">
      <form className="form" onSubmit={submit} noValidate>
        <ErrorBar message={error} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={!canSubmit} busy={isLoading} className="form__submit">
          Submit
        </Button>
      </form>
      <nav className="form__links" aria-label="Other account pages">
        <Link to={paths.signUp.getHref()}>Not Registered? Sign Up</Link>
        <Link to={paths.forgotPassword.getHref()}>Forgot Password</Link>
      </nav>
    </CenteredCard>
  );
}
