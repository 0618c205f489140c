import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions } from '../../../components/ui/index.ts';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action that changes the project, such as removing a layer or restoring a version. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <div className="form">
        <div className="confirm-dialog__body">{children}</div>
        <DialogActions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
