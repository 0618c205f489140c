import { useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { Button, useToast } from '../../../components/ui/index.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import { useSeriesSources } from '../../../data/index.ts';
import { useMeasureActions } from '../hooks/use-measure-actions.ts';
import { useRecordYears } from '../hooks/use-record-years.ts';
import { buildProblems, hasNameAndLocation } from '../model/editor-checks.ts';
import { editorReducer } from '../model/editor-events.ts';
import { editableMeasureData, isFrequencyType, newMeasureData, type MeasureData } from '../model/measure-data.ts';
import type { MeasureEntry } from '../model/measure-list.ts';
import { DeleteMeasureDialog } from './DeleteMeasureDialog.tsx';
import { FrequencyFields } from './editor/FrequencyFields.tsx';
import { GeneralFields } from './editor/GeneralFields.tsx';
import { MatrixBuilder } from './editor/MatrixBuilder.tsx';
import { RulesBuilder } from './editor/RulesBuilder.tsx';
import { SeasonFields } from './editor/SeasonFields.tsx';
import { SaveMeasureDialog } from './SaveMeasureDialog.tsx';

/** The text ending with a full stop, so another sentence can follow it. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The heading of the part of the editor that depends on the type. */
function builderTitle(pmType: MeasureData['pmType']): string {
  if (isFrequencyType(pmType)) return 'Events';
  return pmType === 'Weighted Score - Rules' ? 'Scoring rules' : 'Data lookup table';
}

type OpenDialog = { kind: 'save'; mode: 'create' | 'update' } | { kind: 'delete' } | null;

/** 'Performance Measure Editor': a new measure (`entry` undefined) or an existing saved or temporary one. */
export function MeasureEditor({ entry }: { entry?: MeasureEntry }) {
  const { projectKey } = useCurrentProject();
  const navigate = useNavigate();
  const showToast = useToast();
  const actions = useMeasureActions(projectKey);
  const { locations } = useSeriesSources();
  const [data, dispatch] = useReducer(editorReducer, entry, (initial) =>
    initial ? editableMeasureData(initial.data) : newMeasureData(),
  );
  const record = useRecordYears(data.location);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The id this measure is kept under in the browser: a temporary one's own, or the one a refused save gave it.
  const [localId, setLocalId] = useState<string | undefined>(entry?.temporary ? entry.id : undefined);

  const problems = buildProblems(data, record);
  const canBuild = hasNameAndLocation(data) && problems.length === 0;
  const measure = locations.find((location) => location.key === data.location)?.measure ?? '';
  const viewHref = (id: string) => paths.project.performanceMeasures.view.getHref(projectKey, id);

  const openDialog = (next: OpenDialog) => {
    setError(null);
    setDialog(next);
  };

  const build = () => {
    if (entry?.temporary) {
      // Updating a temporary measure needs no password (docs/product-guide.md#how-things-change).
      navigate(viewHref(actions.keepTemporary(data, entry.id)));
      return;
    }
    openDialog({ kind: 'save', mode: entry ? 'update' : 'create' });
  };

  const saveToProject = async (password: string) => {
    setBusy(true);
    if (dialog?.kind === 'save' && dialog.mode === 'update' && entry) {
      const result = await actions.saveChanges(entry.id, data, password);
      setBusy(false);
      if (!result.ok) return setError(result.message);
      showToast('Changes saved');
      return navigate(viewHref(entry.id));
    }
    const result = await actions.saveNew(data, password, localId);
    setBusy(false);
    if (!result.ok) {
      setLocalId(result.localId);
      return setError(`${asSentence(result.message)} The measure is kept in this browser as a temporary measure.`);
    }
    showToast('Changes saved');
    return navigate(viewHref(result.id));
  };

  const keepTemporary = () => {
    // Without a local id (a new or a saved measure) the changes become a new temporary measure; a saved one stays as it is.
    navigate(viewHref(actions.keepTemporary(data, localId)));
  };

  const deleteSaved = async (password: string) => {
    if (!entry) return;
    setBusy(true);
    const result = await actions.deleteSaved(entry.id, password);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    showToast('Performance measure deleted');
    return navigate(paths.project.performanceMeasures.getHref(projectKey));
  };

  const remove = () => {
    if (!entry) return;
    if (!entry.temporary) return openDialog({ kind: 'delete' });
    actions.deleteTemporary(entry.id);
    return navigate(paths.project.performanceMeasures.getHref(projectKey));
  };

  return (
    <main className="page pm-page">
      <Link className="pm-back" to={entry ? viewHref(entry.id) : paths.project.performanceMeasures.getHref(projectKey)}>
        ← {entry ? 'Results' : 'Performance Measures'}
      </Link>
      <header className="pm-header">
        <div>
          <h1>Performance Measure Editor</h1>
          <p className="pm-subtitle">
            {entry
              ? `Editing ${entry.temporary ? 'a temporary measure (kept in this browser only)' : 'a measure saved to the project'}`
              : 'A new measure'}
          </p>
        </div>
      </header>

      <section className="pm-card" aria-labelledby="pm-general">
        <h2 id="pm-general">Measure</h2>
        <GeneralFields data={data} dispatch={dispatch} locations={locations} />
      </section>

      <section className="pm-card" aria-labelledby="pm-season">
        <h2 id="pm-season">Season and years</h2>
        <SeasonFields data={data} dispatch={dispatch} record={record} />
      </section>

      <section className="pm-card" aria-labelledby="pm-builder">
        <h2 id="pm-builder">{builderTitle(data.pmType)}</h2>
        {isFrequencyType(data.pmType) && <FrequencyFields data={data} dispatch={dispatch} />}
        {data.pmType === 'Weighted Score - Rules' && <RulesBuilder data={data} dispatch={dispatch} />}
        {data.pmType === 'Weighted Score - Matrix' && (
          <MatrixBuilder data={data} dispatch={dispatch} measure={measure} />
        )}
      </section>

      {problems.length > 0 && (
        <section className="pm-problems" aria-label="Before building">
          <p>Before building the measure:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}

      <footer className="pm-footer">
        {entry && (
          <Button variant="danger" onClick={remove}>
            Delete
          </Button>
        )}
        <span className="pm-footer__spacer" />
        {entry?.temporary && (
          <Button variant="secondary" disabled={!canBuild} onClick={() => openDialog({ kind: 'save', mode: 'create' })}>
            Save to Project
          </Button>
        )}
        <Button disabled={!canBuild} onClick={build}>
          {entry ? 'Edit' : 'Build'}
        </Button>
      </footer>

      <SaveMeasureDialog
        open={dialog?.kind === 'save'}
        mode={dialog?.kind === 'save' ? dialog.mode : 'create'}
        busy={busy}
        error={error}
        onSave={(password) => void saveToProject(password)}
        onTemporary={keepTemporary}
        onClose={() => setDialog(null)}
      />
      {entry && !entry.temporary && (
        <DeleteMeasureDialog
          open={dialog?.kind === 'delete'}
          name={entry.data.name}
          busy={busy}
          error={error}
          onDelete={(password) => void deleteSaved(password)}
          onClose={() => setDialog(null)}
        />
      )}
    </main>
  );
}
