import { useEffect, useState, type FormEvent } from 'react';
import { Dialog, ErrorBar, TextField, FormActions } from '../../../../components/ui/index.ts';
import type { AdminProject, Layer } from '../../types.ts';
import { summarizeGeoJsonText, type GeoJsonSummary } from '../../model/geo-json-kind.ts';
import { uniqueSlug } from '../../model/unique-slug.ts';
import { LAYER_FILE, uploadContentType, uploadFileProblem } from '../../../../lib/upload-files.ts';
import { UNABLE_TO_UPLOAD_LAYER } from '../../messages.ts';
import { FileField } from '../upload/FileField.tsx';
import { UploadProgressBar } from '../upload/UploadProgressBar.tsx';
import { useSignedUpload } from '../upload/use-signed-upload.ts';
import { LayerKindLabel } from './LayerKindLabel.tsx';

type LayerDialogProps = {
  project: AdminProject;
  /** The layer to edit; null to add one. */
  editing: Layer | null;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (layer: Layer) => void;
};

/** Add a GIS layer from one GeoJSON file (PUT /api/map-upload/{key}), or edit a layer's name and description. */
export function LayerDialog({ open, editing, onClose, ...rest }: LayerDialogProps) {
  return (
    <Dialog open={open} title={editing ? 'Edit GIS Layer' : 'Add GIS Layer'} onClose={onClose}>
      <LayerForm editing={editing} onClose={onClose} {...rest} />
    </Dialog>
  );
}

type FileCheck =
  | { status: 'none' }
  | { status: 'reading' }
  | { status: 'ok'; summary: GeoJsonSummary }
  | { status: 'bad'; message: string };

/** Reads the chosen file in the browser to tell its geometry before anything is uploaded. */
function useGeoJsonCheck(file: File | null): FileCheck {
  const [check, setCheck] = useState<FileCheck>({ status: 'none' });
  useEffect(() => {
    if (!file) {
      setCheck({ status: 'none' });
      return undefined;
    }
    let current = true;
    setCheck({ status: 'reading' });
    file
      .text()
      .then((text) => ({ status: 'ok' as const, summary: summarizeGeoJsonText(text) }))
      .catch((error: unknown) => ({ status: 'bad' as const, message: (error as Error).message }))
      .then((result) => {
        if (current) setCheck(result);
      });
    return () => {
      current = false;
    };
  }, [file]);
  return check;
}

function LayerForm({ project, editing, saving, onClose, onSave }: Omit<LayerDialogProps, 'open'>) {
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileProblem = file ? uploadFileProblem(LAYER_FILE, file) : null;
  // A file the server would refuse is not read in the browser either.
  const check = useGeoJsonCheck(fileProblem ? null : file);
  const { state: upload, upload: uploadFile } = useSignedUpload(project.project_key, 'layer');
  const contentType = file ? uploadContentType(LAYER_FILE, file) : null;
  const fileError = fileProblem ?? (check.status === 'bad' ? check.message : null);
  const busy = saving || upload.phase === 'uploading' || upload.phase === 'processing';
  const fileReady = file ? fileProblem === null && check.status === 'ok' : editing !== null;
  const canSubmit = name.trim() !== '' && fileReady && !busy;
  const takenIds = (project.data.map?.layers ?? []).map((layer) => layer.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setUploadError(null);
    let url = editing?.url ?? '';
    if (file && contentType) {
      const answer = await uploadFile(file, file.name, contentType);
      if (!answer) {
        setUploadError(UNABLE_TO_UPLOAD_LAYER);
        return;
      }
      url = answer.key;
    }
    onSave({
      id: editing?.id ?? uniqueSlug(name, takenIds, 'layer'),
      name: name.trim(),
      url,
      description: description.trim(),
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ErrorBar message={uploadError} />
      {uploadError && upload.phase === 'failed' && <p className="admin-error-detail">{upload.reason}</p>}
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
      <TextField
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        autoComplete="off"
      />
      <FileField
        label={editing ? 'Replace GeoJSON file' : 'GeoJSON file'}
        kind={LAYER_FILE}
        file={file}
        onChange={setFile}
        error={fileError}
        disabled={busy}
        hint="One .geojson FeatureCollection. Polygons are drawn as a fill, lines as a line."
      />
      {check.status === 'ok' && (
        <p className="layer-check">
          <LayerKindLabel summary={check.summary} /> · {check.summary.featureCount.toLocaleString('en-US')}{' '}
          {check.summary.featureCount === 1 ? 'feature' : 'features'}
        </p>
      )}
      <UploadProgressBar state={upload} processingLabel="Checking the layer…" />
      <FormActions onCancel={onClose} submit="Save" busy={busy} disabled={!canSubmit} holdCancelWhileBusy />
    </form>
  );
}
