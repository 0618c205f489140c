import { useState } from 'react';
import { ErrorBar, Select, Spinner } from '../../../../components/ui/index.ts';
import type { AdminProject } from '../../types.ts';
import { fileNameOf } from '../../../../lib/blob-keys.ts';
import { AdminSection } from '../AdminSection.tsx';
import { DatasetUpdateNotice, type DatasetUpdate } from '../upload/DatasetUpdateNotice.tsx';
import { DataFileEditor } from './DataFileEditor.tsx';
import { useDataFile } from './use-data-file.ts';

export function DataEditorPage({ project }: { project: AdminProject }) {
  const withData = project.data.alternatives.filter((alternative) => fileNameOf(alternative.dataSource) !== '');
  const [selectedKey, setSelectedKey] = useState(withData[0]?.key ?? '');
  const [hasEdits, setHasEdits] = useState(false);
  const [datasetUpdate, setDatasetUpdate] = useState<DatasetUpdate | null>(null);
  const selected = withData.find((alternative) => alternative.key === selectedKey) ?? null;
  // The file is chosen by the alternative, not by its data source, so saving a new version does not reload it.
  const [fileName, setFileName] = useState(fileNameOf(selected?.dataSource) || null);
  const file = useDataFile(project.project_key, fileName);

  const pick = (key: string) => {
    const alternative = withData.find((candidate) => candidate.key === key);
    setSelectedKey(key);
    setFileName(fileNameOf(alternative?.dataSource) || null);
    setDatasetUpdate(null);
  };

  return (
    <AdminSection
      title="Data Editor"
      intro="Open an alternative's data file, correct values, and save it as a new version."
    >
      {withData.length === 0 ? (
        <div className="card admin-empty">No alternative has a data file yet. Add one under Alternatives.</div>
      ) : (
        <div className="card form">
          <div className="data-editor__picker">
            <Select
              label="Alternative"
              options={withData.map((alternative) => ({ value: alternative.key, label: alternative.text }))}
              value={selectedKey}
              disabled={hasEdits}
              hint={
                hasEdits
                  ? 'Save or discard your changes to open another alternative.'
                  : fileNameOf(selected?.dataSource)
              }
              onChange={(event) => pick(event.target.value)}
            />
          </div>
          {datasetUpdate && <DatasetUpdateNotice update={datasetUpdate} onDismiss={() => setDatasetUpdate(null)} />}
          {file.status === 'loading' && <Spinner size="large" label="Loading data file" />}
          {file.status === 'failed' && <ErrorBar message={file.message} />}
          {file.status === 'loaded' && selected && (
            <DataFileEditor
              key={`${selected.key}:${fileName}`}
              project={project}
              alternative={selected}
              original={file.table}
              onEditsChange={setHasEdits}
              onSaved={setDatasetUpdate}
            />
          )}
        </div>
      )}
    </AdminSection>
  );
}
