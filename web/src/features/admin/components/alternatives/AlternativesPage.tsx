import { useState } from 'react';
import { Button, ErrorBar } from '../../../../components/ui/index.ts';
import type { AdminProject, Alternative } from '../../types.ts';
import { fileNameOf } from '../../../../lib/blob-keys.ts';
import { canMove, moveItem, type MoveDirection } from '../../../../lib/move-item.ts';
import { AdminSection } from '../AdminSection.tsx';
import { LocationGroupsSection } from '../location-groups/LocationGroupsSection.tsx';
import { ObservedSection } from '../observed/ObservedSection.tsx';
import { useProjectSave } from '../use-project-save.ts';
import { DatasetUpdateNotice, type DatasetUpdate } from '../upload/DatasetUpdateNotice.tsx';
import { AlternativeDialog } from './AlternativeDialog.tsx';
import { ColourPicker } from './ColourPicker.tsx';

type DialogState = { open: false } | { open: true; editing: Alternative | null };

export function AlternativesPage({ project }: { project: AdminProject }) {
  const alternatives = project.data.alternatives;
  const { save, saving, error, clearError } = useProjectSave(project);
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [datasetUpdate, setDatasetUpdate] = useState<DatasetUpdate | null>(null);

  const saveAlternatives = (next: Alternative[]) => save({ data: { alternatives: next } });
  const update = (key: string, change: Partial<Alternative>) =>
    saveAlternatives(
      alternatives.map((alternative) => (alternative.key === key ? { ...alternative, ...change } : alternative)),
    );
  const move = (index: number, direction: MoveDirection) =>
    saveAlternatives([...moveItem(alternatives, index, direction)]);

  return (
    <AdminSection
      title="Alternatives"
      intro="Each alternative is one scenario's data file. Their order here is the order of the charts' legends."
      actions={
        <Button
          onClick={() => {
            setDatasetUpdate(null);
            setDialog({ open: true, editing: null });
          }}
        >
          Add Alternative
        </Button>
      }
    >
      <ErrorBar message={error} onDismiss={clearError} />
      {datasetUpdate && <DatasetUpdateNotice update={datasetUpdate} onDismiss={() => setDatasetUpdate(null)} />}
      {alternatives.length === 0 ? (
        <div className="card admin-empty">No alternatives yet. Add one with its CSV data file.</div>
      ) : (
        <ol className="admin-list" aria-label="Alternatives">
          {alternatives.map((alternative, index) => (
            <li
              key={alternative.key}
              className={`admin-list__item${alternative.hidden ? ' admin-list__item--hidden' : ''}`}
            >
              <ColourPicker
                label={`Colour of ${alternative.text}`}
                value={alternative.color ?? '#1f77b4'}
                disabled={saving}
                onCommit={(color) => void update(alternative.key, { color })}
              />
              <div className="admin-list__main">
                <span className="admin-list__name">{alternative.text}</span>
                {alternative.hidden && <span className="admin-badge">Hidden</span>}
                {alternative.description && <span className="admin-list__detail">{alternative.description}</span>}
                <span className="admin-list__file">{fileNameOf(alternative.dataSource) || 'No data file'}</span>
              </div>
              <div className="admin-list__actions">
                <Button
                  variant="ghost"
                  aria-label={`Move ${alternative.text} up`}
                  disabled={saving || !canMove(index, alternatives.length, 'up')}
                  onClick={() => void move(index, 'up')}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Move ${alternative.text} down`}
                  disabled={saving || !canMove(index, alternatives.length, 'down')}
                  onClick={() => void move(index, 'down')}
                >
                  ↓
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`${alternative.hidden ? 'Show' : 'Hide'} ${alternative.text}`}
                  disabled={saving}
                  onClick={() => void update(alternative.key, { hidden: !alternative.hidden })}
                >
                  {alternative.hidden ? 'Show' : 'Hide'}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Edit ${alternative.text}`}
                  disabled={saving}
                  onClick={() => {
                    setDatasetUpdate(null);
                    setDialog({ open: true, editing: alternative });
                  }}
                >
                  Edit
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ObservedSection project={project} />
      <LocationGroupsSection project={project} />
      <AlternativeDialog
        project={project}
        open={dialog.open}
        editing={dialog.open ? dialog.editing : null}
        onClose={() => setDialog({ open: false })}
        onDatasetUpdated={setDatasetUpdate}
      />
    </AdminSection>
  );
}
