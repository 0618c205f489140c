import { useState } from 'react';
import { Button, ErrorBar, Spinner, useToast } from '../../../../components/ui/index.ts';
import { describeRequestError } from '../../../../lib/api-error.ts';
import { SurveyHistory } from '../../../map-survey/survey-history.ts';
import { useGetHistoryQuery, useRestoreVersionMutation } from '../../api.ts';
import { eventTitle, formatWhen } from '../../../../lib/history-format.ts';
import type { AdminProject } from '../../types.ts';
import { AdminSection } from '../AdminSection.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { VersionDialog } from './VersionDialog.tsx';

const PAGE_SIZE = 50;

export function HistoryPage({ project }: { project: AdminProject }) {
  const projectKey = project.project_key;
  const { data, error, isLoading } = useGetHistoryQuery(projectKey);
  const [restoreVersion, { isLoading: restoring }] = useRestoreVersionMutation();
  const showToast = useToast();
  const [viewing, setViewing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const [restoreAccess, setRestoreAccess] = useState(false);
  const [shown, setShown] = useState(PAGE_SIZE);
  const entries = data ? [...data.entries].reverse() : [];

  const restore = async () => {
    if (confirming === null) return;
    setRestoreError(null);
    const result = await restoreVersion({ projectKey, version: confirming, restoreAccess });
    if (result.error) setRestoreError(describeRequestError(result.error).message ?? 'Unable to restore this version');
    else showToast(`Configuration restored to version ${confirming}`);
    setConfirming(null);
    setRestoreAccess(false);
  };

  return (
    <AdminSection
      title="History"
      intro="Every change to the project's configuration, newest first. View the project as it was at any version, or restore it; a restore is recorded as a new change, so nothing is lost."
    >
      <ErrorBar message={restoreError} onDismiss={() => setRestoreError(null)} />
      {isLoading && <Spinner size="large" label="Loading history" />}
      {error && <ErrorBar message={describeRequestError(error).message ?? 'Unable to load the history'} />}
      {data && (
        <ol className="history" aria-label="Project history">
          {entries.slice(0, shown).map((entry) => {
            const current = entry.version === data.version;
            return (
              <li key={entry.version} className="history__entry">
                <div className="history__marker" aria-hidden="true" />
                <div className="history__card card">
                  <div className="history__top">
                    <header className="history__header">
                      <span className="history__version">v{entry.version}</span>
                      <h2 className="history__title">{eventTitle(entry.type)}</h2>
                      {current && <span className="admin-badge admin-badge--current">Current</span>}
                    </header>
                    <div className="history__actions">
                      <Button
                        variant="secondary"
                        aria-label={`View version ${entry.version}`}
                        onClick={() => setViewing(entry.version)}
                      >
                        View
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={`Restore version ${entry.version}`}
                        disabled={current || restoring}
                        onClick={() => setConfirming(entry.version)}
                      >
                        Restore
                      </Button>
                    </div>
                  </div>
                  <p className="history__meta">
                    {entry.actor.name} · <time dateTime={entry.occurredAt}>{formatWhen(entry.occurredAt)}</time>
                  </p>
                  {entry.changes.length > 0 && (
                    <ul className="history__changes">
                      {entry.changes.map((change, index) => (
                        <li key={index}>{change}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {entries.length > shown && (
        <div className="button-row history__more">
          <Button variant="secondary" onClick={() => setShown((count) => count + PAGE_SIZE)}>
            Show older changes
          </Button>
        </div>
      )}
      {project.data.mapSurveyEnabled && <SurveyHistory projectKey={projectKey} />}
      <VersionDialog projectKey={projectKey} version={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={confirming !== null}
        title={`Restore version ${confirming ?? ''}`}
        confirmLabel="Restore"
        busy={restoring}
        onConfirm={() => void restore()}
        onCancel={() => {
          setConfirming(null);
          setRestoreAccess(false);
        }}
      >
        <p>
          The project's details, default chart, alternatives and map go back to how they were at version {confirming}.
          Members are not changed, and who may enter (public or not, the access code) stays as it is now unless you tick
          the box below. The restore is added to the history; nothing is deleted.
        </p>
        <label className="history__restore-access">
          <input type="checkbox" checked={restoreAccess} onChange={(event) => setRestoreAccess(event.target.checked)} />
          Also restore who may enter (the public setting and the access code of version {confirming}); links remembered
          before the code last changed stay closed.
        </label>
      </ConfirmDialog>
    </AdminSection>
  );
}
