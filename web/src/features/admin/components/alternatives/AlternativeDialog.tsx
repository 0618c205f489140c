import type { DataManifest } from '@waterline/contract/data-contract';
import { fileInUseMessage, otherAlternativeUsingFile } from '@waterline/domain/projects/data-source';
import { useState, type FormEvent } from 'react';
import { Checkbox, Dialog, ErrorBar, TextField, FormActions } from '../../../../components/ui/index.ts';
import type { AdminProject, Alternative } from '../../types.ts';
import { isDuplicateName } from '../../model/duplicate-names.ts';
import {
  alternativeFormProblem,
  alternativeFromForm,
  alternativeToForm,
  emptyAlternativeForm,
  type AlternativeFormValues,
} from '../../model/alternative-form.ts';
import { DATASET_FILE, uploadContentType, uploadFileProblem } from '../../../../lib/upload-files.ts';
import { ALTERNATIVE_NAMES_MUST_BE_UNIQUE, NAME_ALREADY_EXISTS, UNABLE_TO_UPLOAD_DATASET } from '../../messages.ts';
import { manifestOf, type DatasetUpdate } from '../upload/DatasetUpdateNotice.tsx';
import { FileField } from '../upload/FileField.tsx';
import { UploadProgressBar } from '../upload/UploadProgressBar.tsx';
import { useSignedUpload } from '../upload/use-signed-upload.ts';
import { useProjectSave } from '../use-project-save.ts';

type AlternativeDialogProps = {
  project: AdminProject;
  /** The alternative to edit; null to add one. */
  editing: Alternative | null;
  open: boolean;
  onClose: () => void;
  onDatasetUpdated: (update: DatasetUpdate) => void;
};

/**
 * Add or edit an alternative; a chosen CSV is uploaded, imported by the server, and becomes its data source. A file
 * stored under the name of another alternative's file would replace that one's data, so it is refused.
 */
export function AlternativeDialog({ open, editing, ...rest }: AlternativeDialogProps) {
  return (
    <Dialog open={open} title={editing ? 'Edit Alternative' : 'Add Alternative'} onClose={rest.onClose}>
      <AlternativeForm editing={editing} {...rest} />
    </Dialog>
  );
}

function AlternativeForm({ project, editing, onClose, onDatasetUpdated }: Omit<AlternativeDialogProps, 'open'>) {
  const alternatives = project.data.alternatives;
  const [values, setValues] = useState<AlternativeFormValues>(() =>
    editing ? alternativeToForm(editing) : emptyAlternativeForm(alternatives.map((alternative) => alternative.color)),
  );
  const [file, setFile] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { state: upload, upload: uploadFile } = useSignedUpload(project.project_key, 'dataset');
  const { save, saving, error: saveError, clearError } = useProjectSave(project);

  const takenNames = editing
    ? alternatives.filter((alternative) => alternative.key !== editing.key).map((alternative) => alternative.text)
    : alternatives.flatMap((alternative) => [alternative.text, alternative.key]);
  const duplicate = isDuplicateName(values.text, takenNames);
  const nameError = duplicate ? (editing ? NAME_ALREADY_EXISTS : ALTERNATIVE_NAMES_MUST_BE_UNIQUE) : null;
  const listProblem = alternativeFormProblem(values);
  const fileContentType = file ? uploadContentType(DATASET_FILE, file) : null;
  const fileOwner = file ? otherAlternativeUsingFile(alternatives, file.name, editing?.key) : undefined;
  const fileError = file
    ? (uploadFileProblem(DATASET_FILE, file) ?? (fileOwner ? fileInUseMessage(fileOwner, file.name) : null))
    : null;
  const busy = saving || upload.phase === 'uploading' || upload.phase === 'processing';
  const canSubmit =
    values.text.trim() !== '' &&
    !duplicate &&
    !listProblem &&
    !fileError &&
    (editing !== null || file !== null) &&
    !busy;

  const set = <Field extends keyof AlternativeFormValues>(field: Field, value: AlternativeFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setUploadError(null);
    clearError();
    let uploaded: { key: string; manifest: DataManifest | undefined } | null = null;
    if (file && fileContentType) {
      const answer = await uploadFile(file, file.name, fileContentType, editing?.key);
      if (!answer) {
        setUploadError(UNABLE_TO_UPLOAD_DATASET);
        return;
      }
      uploaded = { key: answer.key, manifest: manifestOf(answer.body) };
    }
    const alternative = alternativeFromForm(values, editing, uploaded?.key);
    const next = editing
      ? alternatives.map((existing) => (existing.key === editing.key ? alternative : existing))
      : [...alternatives, alternative];
    if (!(await save({ data: { alternatives: next } }))) return;
    if (uploaded) onDatasetUpdated({ alternative: alternative.text, manifest: uploaded.manifest });
    onClose();
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ErrorBar message={uploadError ?? saveError} />
      {uploadError && upload.phase === 'failed' && <p className="admin-error-detail">{upload.reason}</p>}
      <TextField
        label="Name"
        value={values.text}
        error={nameError}
        onChange={(event) => set('text', event.target.value)}
        autoComplete="off"
        required
      />
      <TextField
        label="Description"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        autoComplete="off"
      />
      <div className="alternative-form__options">
        <label className="color-field">
          <input type="color" value={values.color} onChange={(event) => set('color', event.target.value)} />
          <span>Colour</span>
        </label>
        <Checkbox
          label="Autofill empty values"
          checked={values.autofill}
          onChange={(event) => set('autofill', event.target.checked)}
        />
        <Checkbox
          label="Ignore negatives"
          checked={values.ignoreNegatives}
          onChange={(event) => set('ignoreNegatives', event.target.checked)}
        />
      </div>
      <div className="form__row">
        <TextField
          label="Ignore values"
          hint="Comma separated, e.g. -999999"
          value={values.ignoreValues}
          onChange={(event) => set('ignoreValues', event.target.value)}
          autoComplete="off"
        />
        <TextField
          label="Ignore years"
          hint="Comma separated, e.g. 1930, 1931"
          value={values.ignoreYears}
          onChange={(event) => set('ignoreYears', event.target.value)}
          autoComplete="off"
        />
      </div>
      {listProblem && <p className="ui-field__error">{listProblem}</p>}
      <FileField
        label={editing ? 'Replace data file (CSV)' : 'Data file (CSV)'}
        kind={DATASET_FILE}
        file={file}
        onChange={setFile}
        error={fileError}
        disabled={busy}
        hint={
          editing
            ? 'Leave empty to keep the current data.'
            : 'A Date column, then one column per location named Location:unit.'
        }
      />
      <UploadProgressBar state={upload} processingLabel="Importing data…" />
      <FormActions onCancel={onClose} submit="Submit" busy={busy} disabled={!canSubmit} holdCancelWhileBusy />
    </form>
  );
}
