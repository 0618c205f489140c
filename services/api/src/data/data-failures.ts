import { InvalidBlobKeyError } from '../blobs/blob-key.ts';
import { HttpError } from '../errors.ts';
import { InvalidGeoJsonError } from './geojson.ts';
import { ImportRefusedError } from './import-policy.ts';
import { InvalidImportOptionsError } from './import-variant.ts';
import { ImportWorkerFailedError } from './import-workers.ts';
import { UploadTooLargeError } from './read-upload.ts';
import { UnreadableDataFileError } from './series-import.ts';

/** A refusal of the data endpoints: its status, message and any details the answer carries beside them. */
export interface DataFailure {
  status: number;
  message: string;
  details?: Record<string, unknown>;
}

/** The refusal a failure of the data endpoints is answered with; undefined for a failure that is the server's own. */
export function dataFailure(error: unknown): DataFailure | undefined {
  if (error instanceof HttpError) return { status: error.status, message: error.message, details: error.body };
  if (error instanceof InvalidBlobKeyError) return { status: 400, message: `Invalid file name: ${error.reason}` };
  if (error instanceof UploadTooLargeError) return { status: 413, message: error.message };
  if (error instanceof UnreadableDataFileError)
    return {
      status: 422,
      message: error.failure.message,
      details: { row: error.failure.row, reason: error.failure.reason },
    };
  if (error instanceof InvalidGeoJsonError)
    return { status: 422, message: error.message, details: { reason: error.reason } };
  if (error instanceof InvalidImportOptionsError) return { status: 400, message: error.message };
  if (error instanceof ImportRefusedError) return { status: 403, message: error.message };
  if (error instanceof ImportWorkerFailedError)
    return { status: 422, message: error.message, details: { reason: error.reason } };
  return undefined;
}
