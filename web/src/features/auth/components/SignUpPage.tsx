import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { selectCurrentUser, signedIn } from '../../../state/session.ts';
import { useAppDispatch, useAppSelector } from '../../../state/store.ts';
import { CenteredCard } from '../../../components/layout/CenteredCard.tsx';
import { Button, ErrorBar, TextField } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import type { SignUpRequest } from '../../../lib/api-types.ts';
import { useSignUpMutation } from '../api.ts';
import { PASSWORDS_DIFFER } from '../messages.ts';
import { UNABLE_TO_PROCESS } from '../../../lib/messages.ts';

type SignUpForm = Required<{ [Field in keyof SignUpRequest]: string }>;

const emptyForm: SignUpForm = { first: '', last: '', email: '', password: '', confirmPassword: '', license: '' };

export function SignUpPage() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signUp, { isLoading }] = useSignUpMutation();
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);

  if (user) return <Navigate to={paths.dashboard.getHref()} replace />;

  const field = (name: keyof SignUpForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });
  const allFilled = Object.values(form).every((value) => value.trim() !== '');
  const passwordsDiffer = form.confirmPassword !== '' && form.password !== form.confirmPassword;
  const canSubmit = allFilled && !passwordsDiffer;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setError(null);
    const request = {
      ...form,
      email: form.email.trim(),
      first: form.first.trim(),
      last: form.last.trim(),
      license: form.license.trim(),
    };
    const created = await signUp(request);
    if (created.error || !created.data.token) {
      setError(describeRequestError(created.error).message ?? UNABLE_TO_PROCESS);
      return;
    }
    dispatch(signedIn({ token: created.data.token, user: created.data.user }));
    navigate(paths.dashboard.getHref());
  };

  return (
    <CenteredCard title="Sign Up">
      <form className="form" onSubmit={submit} noValidate>
        <ErrorBar message={error} />
        <div className="form__row">
          <TextField label="First name" autoComplete="given-name" {...field('first')} />
          <TextField label="Last name" autoComplete="family-name" {...field('last')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={passwordsDiffer ? PASSWORDS_DIFFER : null}
          {...field('confirmPassword')}
        />
        <TextField label="License key" autoComplete="off" {...field('license')} />
        <Button type="submit" disabled={!canSubmit} busy={isLoading} className="form__submit">
          Submit
        </Button>
      </form>
      <nav className="form__links" aria-label="Other account pages">
        <Link to={paths.signIn.getHref()}>Already registered? Sign In</Link>
      </nav>
    </CenteredCard>
  );
}
