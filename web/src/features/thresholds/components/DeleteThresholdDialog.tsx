import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { Button, Dialog, DialogActions, ErrorBar, FormActions } from '../../../components/ui/index.ts';
import { useChartContext } from '../../charts/index.ts';
import { useDeleteThresholdMutation, type Threshold } from '../api.ts';

/** The alert of a refused or failed delete (docs/product-guide.md#messages). */
export const UNABLE_TO_DELETE_THRESHOLD = 'Unable to delete threshold';

/** Why the server refused, when it said (e.g. 'Wrong password'); the alert itself always reads 'Unable to delete threshold'. */
function refusalReason(error: unknown): string | null {
  const data = (error as { data?: { reason?: unknown } } | undefined)?.data;
  return typeof data?.reason === 'string' ? data.reason : null;
}

interface DeleteThresholdDialogProps {
  threshold: Threshold;
  onDeleted: () => void;
  onClose: () => void;
}

/** Deleting a threshold: 'Are you sure?', then the signed-in user's password the server asks for (docs/product-guide.md#thresholds). */
export function DeleteThresholdDialog({ threshold, onDeleted, onClose }: DeleteThresholdDialogProps) {
  const { projectKey } = useChartContext();
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const [deleteThreshold, { isLoading }] = useDeleteThresholdMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return;
    setFailure(null);
    const result = await deleteThreshold({ projectKey, id: threshold.id, location: threshold.location, password });
    if ('error' in result) {
      setFailure({ reason: refusalReason(result.error) });
      setPassword('');
      return;
    }
    onDeleted();
  };

  return (
    <Dialog open title="Delete Threshold" onClose={onClose}>
      {!confirmed ? (
        <div className="form">
          <p className="threshold-delete__question">Are you sure?</p>
          <p>
            <strong>{threshold.data.name}</strong> is deleted for everyone who uses this project.
          </p>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setConfirmed(true)}>
              Yes, delete
            </Button>
          </DialogActions>
        </div>
      ) : (
        <form className="form" onSubmit={(event) => void submit(event)}>
          <p>
            Enter your password to delete <strong>{threshold.data.name}</strong>.
          </p>
          <PasswordField value={password} onChange={setPassword} disabled={isLoading} />
          <ErrorBar message={failure ? UNABLE_TO_DELETE_THRESHOLD : null} />
          {failure?.reason && <p className="threshold-delete__reason">{failure.reason}</p>}
          <FormActions
            onCancel={onClose}
            submit="Delete"
            busy={isLoading}
            disabled={password === ''}
            variant="danger"
          />
        </form>
      )}
    </Dialog>
  );
}
