import { useState, type FormEvent } from 'react';
import { Button, Checkbox, ErrorBar, TextField } from '../../../../components/ui/index.ts';
import type { AdminProject } from '../../types.ts';
import { accessCodeField, accessCodeProblem, type AccessCodeEdit } from '../../model/access-state.ts';
import { AdminSection } from '../AdminSection.tsx';
import { useProjectSave } from '../use-project-save.ts';
import { AccessSettings } from './AccessSettings.tsx';

const START_DAY_ERROR = 'Enter a whole day number from 1 to 365';

/** The start-of-year day as typed, or null unless it is a whole number from 1 to 365. */
function parseStartDay(text: string): number | null {
  const day = Number(text);
  return text.trim() !== '' && Number.isInteger(day) && day >= 1 && day <= 365 ? day : null;
}

export function DetailsPage({ project }: { project: AdminProject }) {
  const { data } = project;
  const { save, saving, error, clearError } = useProjectSave(project);
  const [title, setTitle] = useState(data.title);
  const [isPublic, setIsPublic] = useState(project.public);
  const [codeEdit, setCodeEdit] = useState<AccessCodeEdit>({ kind: 'keep' });
  const [startDay, setStartDay] = useState(String(data.startCalDay ?? 1));
  const [mapSurveyEnabled, setMapSurveyEnabled] = useState(Boolean(data.mapSurveyEnabled));
  const [onlyShowMapSurvey, setOnlyShowMapSurvey] = useState(Boolean(data.onlyShowMapSurvey));
  const startCalDay = parseStartDay(startDay);
  const valid = startCalDay !== null && accessCodeProblem(codeEdit) === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || startCalDay === null) return;
    const saved = await save({
      public: isPublic,
      accessCode: accessCodeField(codeEdit),
      data: {
        title: title.trim(),
        startCalDay,
        mapSurveyEnabled,
        onlyShowMapSurvey: mapSurveyEnabled && onlyShowMapSurvey,
      },
    });
    if (saved) setCodeEdit({ kind: 'keep' });
  };

  return (
    <AdminSection title="Details" intro="The project's title, who can open it, and how its year and map survey work.">
      <form className="card form admin-form" onSubmit={submit} noValidate>
        <ErrorBar message={error} onDismiss={clearError} />
        <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} autoComplete="off" />
        <AccessSettings
          isPublic={isPublic}
          onPublicChange={setIsPublic}
          hasAccessCode={Boolean(project.hasAccessCode)}
          codeEdit={codeEdit}
          onCodeEditChange={setCodeEdit}
        />
        <fieldset className="admin-fieldset">
          <legend>Year</legend>
          <TextField
            label="Start of year (day 1-365)"
            type="number"
            min={1}
            max={365}
            step={1}
            inputMode="numeric"
            className="admin-field--narrow"
            hint="Charts and statistics start their year on this day; 1 is 1 January, 274 is 1 October."
            error={startCalDay === null ? START_DAY_ERROR : null}
            value={startDay}
            onChange={(event) => setStartDay(event.target.value)}
          />
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>Map survey</legend>
          <Checkbox
            label="Enable the map survey"
            checked={mapSurveyEnabled}
            onChange={(event) => setMapSurveyEnabled(event.target.checked)}
          />
          <Checkbox
            label="Only show the map survey (hides Charts and Performance Measures)"
            checked={mapSurveyEnabled && onlyShowMapSurvey}
            disabled={!mapSurveyEnabled}
            onChange={(event) => setOnlyShowMapSurvey(event.target.checked)}
          />
        </fieldset>
        <div className="button-row">
          <Button type="submit" busy={saving} disabled={!valid}>
            Save
          </Button>
        </div>
      </form>
    </AdminSection>
  );
}
