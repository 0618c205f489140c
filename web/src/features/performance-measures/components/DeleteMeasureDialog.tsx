import { useEffect, useState, type FormEvent } from 'react';
import { Dialog, ErrorBar, FormActions } from '../../../components/ui/index.ts';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';

type DeleteMeasureDialogProps = {
  open: boolean;
  name: string;
  busy: boolean;
  error: string | null;
  onDelete: (password: string) => void;
  onClose: () => void;
};

/** Deleting a saved measure asks for the admin password (docs/product-guide.md#who-may-do-what). */
export function DeleteMeasureDialog({ open, name, busy, error, onDelete, onClose }: DeleteMeasureDialogProps) {
  const [password, setPassword] = useState('');
  // A password is never left behind in a closed dialog.
  useEffect(() => {
    if (!open) setPassword('');
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== '') onDelete(password);
  };
  return (
    <Dialog open={open} title="Delete Performance Measure" onClose={onClose}>
      <form className="pm-dialog-form" onSubmit={submit}>
        <p className="pm-note">
          Delete <strong>{name}</strong> from the project for everyone? Enter your admin password to confirm.
        </p>
        <PasswordField value={password} onChange={setPassword} />
        <ErrorBar message={error} />
        <FormActions onCancel={onClose} submit="Delete" busy={busy} disabled={password === ''} variant="danger" />
      </form>
    </Dialog>
  );
}
