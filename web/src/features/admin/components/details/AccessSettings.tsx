import { Button, Checkbox, TextField } from '../../../../components/ui/index.ts';
import { accessCodeProblem, accessStateOf, hasAccessCodeAfter, type AccessCodeEdit } from '../../model/access-state.ts';
import { ACCESS_WARNINGS } from '../../messages.ts';

type AccessSettingsProps = {
  isPublic: boolean;
  onPublicChange: (isPublic: boolean) => void;
  /** Whether the saved project has an access code (only its hash is stored). */
  hasAccessCode: boolean;
  codeEdit: AccessCodeEdit;
  onCodeEditChange: (edit: AccessCodeEdit) => void;
};

/** Public switch, access code (set, replace or remove) and the warning for the resulting access state. */
export function AccessSettings({
  isPublic,
  onPublicChange,
  hasAccessCode,
  codeEdit,
  onCodeEditChange,
}: AccessSettingsProps) {
  const state = accessStateOf(isPublic, hasAccessCodeAfter(hasAccessCode, codeEdit));
  const newCode = codeEdit.kind === 'set' ? codeEdit.code : '';

  return (
    <fieldset className="admin-fieldset">
      <legend>Access</legend>
      <Checkbox label="Public project" checked={isPublic} onChange={(event) => onPublicChange(event.target.checked)} />
      <p className={`admin-notice admin-notice--${state === 'open' ? 'warning' : 'info'}`} data-testid="access-state">
        {ACCESS_WARNINGS[state]}
      </p>
      <div className="access-code">
        <p className="access-code__status">
          {codeEdit.kind === 'remove'
            ? 'The access code will be removed when you save.'
            : hasAccessCode
              ? 'An access code is set.'
              : 'No access code is set.'}
        </p>
        <div className="access-code__controls">
          <TextField
            label={hasAccessCode ? 'New access code' : 'Access code'}
            type="password"
            autoComplete="new-password"
            hint={`Stored hashed: it cannot be shown again.${hasAccessCode ? ' Leave empty to keep the current code.' : ''}`}
            value={newCode}
            error={accessCodeProblem(codeEdit)}
            disabled={codeEdit.kind === 'remove'}
            onChange={(event) =>
              onCodeEditChange(event.target.value === '' ? { kind: 'keep' } : { kind: 'set', code: event.target.value })
            }
          />
          {hasAccessCode && codeEdit.kind !== 'remove' && (
            <Button variant="secondary" onClick={() => onCodeEditChange({ kind: 'remove' })}>
              Remove access code
            </Button>
          )}
          {codeEdit.kind === 'remove' && (
            <Button variant="secondary" onClick={() => onCodeEditChange({ kind: 'keep' })}>
              Keep access code
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
