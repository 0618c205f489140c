import { Button } from './Button.tsx';
import { DialogActions } from './Dialog.tsx';

type FormActionsProps = {
  onCancel: () => void;
  /** The submit button's text, e.g. 'Save'. */
  submit: string;
  /** The form is sending: the submit button shows a spinner. */
  busy?: boolean;
  /** The form is not ready to send. */
  disabled?: boolean;
  /** Cancel waits too while the form is sending (a save that should not be left behind half done). */
  holdCancelWhileBusy?: boolean;
  variant?: 'primary' | 'danger';
};

/** The buttons of a form dialog: Cancel, then the form's submit button. */
export function FormActions({
  onCancel,
  submit,
  busy = false,
  disabled,
  holdCancelWhileBusy = false,
  variant,
}: FormActionsProps) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel} disabled={holdCancelWhileBusy ? busy : undefined}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} disabled={disabled} busy={busy}>
        {submit}
      </Button>
    </DialogActions>
  );
}
