import { useEffect, useState, type FormEvent } from 'react';
import { selectCurrentUser } from '../../../state/session.ts';
import { useAppSelector } from '../../../state/store.ts';
import { Button, Dialog, DialogActions, ErrorBar } from '../../../components/ui/index.ts';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';

type SaveMeasureDialogProps = {
  open: boolean;
  /** 'create' saves a new measure; 'update' replaces a saved one. */
  mode: 'create' | 'update';
  busy: boolean;
  /** The server's message after a refused save, and what became of the measure. */
  error: string | null;
  onSave: (password: string) => void;
  onTemporary: () => void;
  onClose: () => void;
};

/** Asks for the admin password that saving to the project needs, or keeps the measure in this browser only ('Temporary PM'). */
export function SaveMeasureDialog({ open, mode, busy, error, onSave, onTemporary, onClose }: SaveMeasureDialogProps) {
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const [password, setPassword] = useState('');
  // A password is never left behind in a closed dialog.
  useEffect(() => {
    if (!open) setPassword('');
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== '' && signedIn) onSave(password);
  };
  return (
    <Dialog open={open} title={mode === 'create' ? 'Save Performance Measure' : 'Save Changes'} onClose={onClose}>
      <form className="pm-dialog-form" onSubmit={submit}>
        <p className="pm-note">
          Saving to the project needs the password of a project admin (yours, signed in).{' '}
          {mode === 'create'
            ? 'A temporary measure stays in this browser only.'
            : 'Temporary PM keeps these changes as a new measure in this browser only; the saved one stays as it is.'}
        </p>
        {!signedIn && <p className="pm-note pm-note--warning">Sign in as a project admin to save to the project.</p>}
        <PasswordField value={password} disabled={!signedIn} onChange={setPassword} />
        <ErrorBar message={error} />
        <DialogActions>
          <Button variant="secondary" onClick={onTemporary} disabled={busy}>
            Temporary PM
          </Button>
          <Button type="submit" busy={busy} disabled={!signedIn || password === ''}>
            Save PM
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
