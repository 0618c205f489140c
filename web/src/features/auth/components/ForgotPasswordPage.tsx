import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { CenteredCard } from '../../../components/layout/CenteredCard.tsx';
import { Button, ErrorBar, TextField } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { useForgotPasswordMutation } from '../api.ts';
import { resetLinkSent } from '../messages.ts';
import { UNABLE_TO_PROCESS } from '../../../lib/messages.ts';

export function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canSubmit = email.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const address = email.trim();
    setError(null);
    setSentTo(null);
    const result = await forgotPassword(address);
    if (result.error) setError(describeRequestError(result.error).message ?? UNABLE_TO_PROCESS);
    else setSentTo(address);
  };

  return (
    <CenteredCard title="Forgot Password">
      <form className="form" onSubmit={submit} noValidate>
        <p className="form__intro">
          Enter the email address of your account and we will send you a link to reset your password.
        </p>
        <ErrorBar message={error} />
        {sentTo && (
          <p role="status" className="notice notice--success">
            {resetLinkSent(sentTo)}
          </p>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={!canSubmit} busy={isLoading} className="form__submit">
          Submit
        </Button>
      </form>
      <nav className="form__links" aria-label="Other account pages">
        <Link to={paths.signIn.getHref()}>Back to Sign In</Link>
      </nav>
    </CenteredCard>
  );
}
