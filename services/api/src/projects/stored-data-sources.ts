import type { Alternative } from '@waterline/domain/projects/configuration';
import { dataFileName } from '@waterline/domain/projects/data-source';

/** Whether a project's store holds a data file of this name (false for a name no file can have). */
export type DataFileStored = (projectKey: string, fileName: string) => Promise<boolean>;

/** For an app without data files: no project holds any file. */
export const noStoredDataFiles: DataFileStored = async () => false;

/**
 * Why submitted alternatives cannot be saved: one names a data file the project's store does not hold. Only data
 * sources the configuration does not name already are checked, so a project whose stored file has since been lost
 * can still be edited. Null when every new data source is a stored file.
 */
export async function unstoredDataSourceProblem(
  dataFileStored: DataFileStored,
  projectKey: string,
  current: readonly Pick<Alternative, 'dataSource'>[],
  submitted: readonly Pick<Alternative, 'text' | 'dataSource'>[] | undefined,
): Promise<string | null> {
  const named = new Set(current.map((alternative) => alternative.dataSource));
  for (const alternative of submitted ?? []) {
    if (named.has(alternative.dataSource)) continue;
    const fileName = dataFileName(alternative);
    if (fileName !== null && !(await dataFileStored(projectKey, fileName)))
      return `The data file of alternative '${alternative.text}', ${fileName}, is not stored in this project: upload it first.`;
  }
  return null;
}
