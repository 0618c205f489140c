import { useEffect, useState } from 'react';
import { useGetDataFileUrlMutation } from '../../api.ts';
import { parseCsvTable, type CsvTable } from '../../model/csv-table.ts';
import { UNABLE_TO_ACCESS_FILE } from '../../messages.ts';

export type DataFileState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; table: CsvTable }
  | { status: 'failed'; message: string };

/**
 * Downloads one data file of the project (GET /api/signed-url/{project_key}/{file}, then the
 * signed URL) and parses it with its header row. Fails with 'Unable to access file' when it
 * cannot be fetched, or with the parser's message when it cannot be read.
 */
export function useDataFile(projectKey: string, fileName: string | null) {
  const [getDataFileUrl] = useGetDataFileUrlMutation();
  const [state, setState] = useState<DataFileState>({ status: 'idle' });

  useEffect(() => {
    if (!fileName) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const load = async (): Promise<DataFileState> => {
      let text: string;
      try {
        const { signedUrl } = await getDataFileUrl({ projectKey, fileName }).unwrap();
        const response = await fetch(signedUrl, { signal: controller.signal });
        if (!response.ok) return { status: 'failed', message: UNABLE_TO_ACCESS_FILE };
        text = await response.text();
      } catch {
        return { status: 'failed', message: UNABLE_TO_ACCESS_FILE };
      }
      try {
        return { status: 'loaded', table: parseCsvTable(text) };
      } catch (error) {
        return { status: 'failed', message: (error as Error).message };
      }
    };
    void load().then((result) => {
      if (!controller.signal.aborted) setState(result);
    });
    return () => controller.abort();
  }, [projectKey, fileName, getDataFileUrl]);

  return state;
}
