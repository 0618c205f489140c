import { formatBytes } from '@waterline/domain/projects/upload-size';
import {
  isAlternativeImport,
  isRawImport,
  type AlternativeImportSettings,
  type CanonicalImportOptions,
} from './import-variant.ts';

/** Raised when a request may not make a new stored import; the message says why. */
export class ImportRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefusedError';
  }
}

/** What deciding on a new stored import needs, for one request and project. */
export interface ImportPolicy {
  /** The alternatives of the project's configuration. */
  alternatives: () => Promise<readonly AlternativeImportSettings[]>;
  /** Whether the request comes from an admin of the project. */
  isAdmin: () => Promise<boolean>;
  /** Bytes the project's stored imports take now. */
  storedImportBytes: () => Promise<number>;
  quotaBytes: number;
}

/**
 * Refuses (ImportRefusedError) a new stored import of `fileName` under `options` unless they are the
 * settings of one of the project's alternatives or the request comes from a project admin, and the
 * project's stored imports are under the quota. The raw import is the upload's, always allowed.
 */
export async function assertMayImport(
  policy: ImportPolicy,
  fileName: string,
  options: CanonicalImportOptions,
): Promise<void> {
  if (isRawImport(options)) return;
  const configured = (await policy.alternatives()).some((alternative) =>
    isAlternativeImport(alternative, fileName, options),
  );
  if (!configured && !(await policy.isAdmin())) {
    throw new ImportRefusedError(
      'These settings are not those of an alternative of this project: only a project admin can import the file with other settings',
    );
  }
  if ((await policy.storedImportBytes()) >= policy.quotaBytes) {
    throw new ImportRefusedError(
      `This project's stored imports have reached their limit of ${formatBytes(policy.quotaBytes)}: no file can be imported with new settings (the server's WATERLINE_IMPORT_QUOTA_MB sets the limit)`,
    );
  }
}
