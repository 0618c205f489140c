import { selectCurrentUser } from '../../state/session.ts';
import { useAppSelector } from '../../state/store.ts';
import { TextField } from '../ui/index.ts';

/** The signed-in user's password, with their email in a hidden username field so password managers know the account. */
export function PasswordField({
  value,
  onChange,
  disabled = false,
}: {
  value: string;
  onChange: (password: string) => void;
  disabled?: boolean;
}) {
  const user = useAppSelector(selectCurrentUser);
  return (
    <>
      <input type="text" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
