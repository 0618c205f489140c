import { useEffect, useState } from 'react';
import { Button, ErrorBar } from '../../../../components/ui/index.ts';
import type { AdminProject, Alternative } from '../../types.ts';
import { fileNameOf } from '../../../../lib/blob-keys.ts';
import { serializeCsvTable, withCell, type CsvTable } from '../../model/csv-table.ts';
import { versionedFileName } from '../../model/versioned-file-name.ts';
import { UNABLE_TO_UPLOAD_DATASET } from '../../messages.ts';
import { manifestOf, type DatasetUpdate } from '../upload/DatasetUpdateNotice.tsx';
import { UploadProgressBar } from '../upload/UploadProgressBar.tsx';
import { useSignedUpload } from '../upload/use-signed-upload.ts';
import { useProjectSave } from '../use-project-save.ts';
import { cellId, CsvGrid } from './CsvGrid.tsx';
import { GoToRow } from './GoToRow.tsx';

type DataFileEditorProps = {
  project: AdminProject;
  alternative: Alternative;
  /** The file as downloaded. */
  original: CsvTable;
  onEditsChange: (hasEdits: boolean) => void;
  onSaved: (update: DatasetUpdate) => void;
};

const CSV_CONTENT_TYPE = 'text/csv';

/** Edits one alternative's data file and saves it as a new file that becomes the alternative's data source. */
export function DataFileEditor({ project, alternative, original, onEditsChange, onSaved }: DataFileEditorProps) {
  const [baseline, setBaseline] = useState(original);
  const [table, setTable] = useState(original);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [scrollTarget, setScrollTarget] = useState<{ row: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { state: upload, upload: uploadFile } = useSignedUpload(project.project_key, 'dataset', 'grid');
  const { save, saving, error: saveError } = useProjectSave(project);
  const busy = saving || upload.phase === 'uploading' || upload.phase === 'processing';

  useEffect(() => onEditsChange(edited.size > 0), [edited, onEditsChange]);

  const edit = (rowIndex: number, columnIndex: number, value: string) => {
    setTable((current) => withCell(current, rowIndex, columnIndex, value));
    setEdited((current) => new Set(current).add(cellId(rowIndex, columnIndex)));
  };

  const discard = () => {
    setTable(baseline);
    setEdited(new Set());
  };

  const saveNewVersion = async () => {
    setUploadError(null);
    const fileName = versionedFileName(fileNameOf(alternative.dataSource), new Date());
    const file = new Blob([serializeCsvTable(table)], { type: CSV_CONTENT_TYPE });
    const answer = await uploadFile(file, fileName, CSV_CONTENT_TYPE, alternative.key);
    if (!answer) {
      setUploadError(UNABLE_TO_UPLOAD_DATASET);
      return;
    }
    const alternatives = project.data.alternatives.map((existing) =>
      existing.key === alternative.key ? { ...existing, dataSource: answer.key } : existing,
    );
    if (!(await save({ data: { alternatives } }))) return;
    setBaseline(table);
    setEdited(new Set());
    onSaved({ alternative: alternative.text, manifest: manifestOf(answer.body) });
  };

  return (
    <div className="data-editor">
      <ErrorBar message={uploadError ?? saveError} />
      {uploadError && upload.phase === 'failed' && <p className="admin-error-detail">{upload.reason}</p>}
      <div className="data-editor__toolbar">
        <GoToRow table={table} onFound={(row) => setScrollTarget({ row })} />
        <p className="data-editor__counts" aria-live="polite">
          {table.rows.length.toLocaleString('en-US')} rows ·{' '}
          {edited.size === 1 ? '1 cell changed' : `${edited.size.toLocaleString('en-US')} cells changed`}
        </p>
        <div className="data-editor__actions">
          <Button variant="secondary" disabled={edited.size === 0 || busy} onClick={discard}>
            Discard changes
          </Button>
          <Button disabled={edited.size === 0} busy={busy} onClick={() => void saveNewVersion()}>
            Save as new version
          </Button>
        </div>
      </div>
      <UploadProgressBar state={upload} processingLabel="Importing data…" />
      <CsvGrid table={table} edited={edited} onEdit={edit} scrollTarget={scrollTarget} />
    </div>
  );
}
