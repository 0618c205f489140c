import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { CenteredCard } from '../../../components/layout/CenteredCard.tsx';
import { Button, ErrorBar, TextField } from '../../../components/ui/index.ts';
import { useResetPasswordMutation } from '../api.ts';
import { PASSWORD_WAS_RESET, PASSWORDS_DIFFER, UNABLE_TO_RESET } from '../messages.ts';

export function ResetPasswordPage() {
  const { resetHash = '' } = useParams();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [outcome, setOutcome] = useState<'idle' | 'reset' | 'failed'>('idle');
  const passwordsDiffer = confirmPassword !== '' && password !== confirmPassword;
  const canSubmit = password !== '' && confirmPassword !== '' && !passwordsDiffer;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setOutcome('idle');
    const result = await resetPassword({ resetHash, password, confirmPassword });
    setOutcome(result.error ? 'failed' : 'reset');
  };

  if (outcome === 'reset') {
    return (
      <CenteredCard title="Reset Password">
        <p role="status" className="notice notice--success">
          {PASSWORD_WAS_RESET}
        </p>
        <Link className="ui-button ui-button--primary form__submit" to={paths.signIn.getHref()}>
          Sign In
        </Link>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title="Reset Password">
      <form className="form" onSubmit={submit} noValidate>
        <ErrorBar message={outcome === 'failed' ? UNABLE_TO_RESET : null} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          error={passwordsDiffer ? PASSWORDS_DIFFER : null}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <Button type="submit" disabled={!canSubmit} busy={isLoading} className="form__submit">
          Submit
        </Button>
      </form>
    </CenteredCard>
  );
}
