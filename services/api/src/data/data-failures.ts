import { InvalidBlobKeyError } from '../blobs/blob-key.ts';
import { HttpError } from '../errors.ts';
import { InvalidGeoJsonError } from './geojson.ts';
import { ImportRefusedError } from './import-policy.ts';
import { InvalidImportOptionsError } from './import-variant.ts';
import { ImportWorkerFailedError } from './import-workers.ts';
import { UploadTooLargeError } from '../blobs/read-upload.ts';
import { UnreadableDataFileError } from './series-import.ts';

/** The refusal a failure of the data endpoints is answered with; undefined for a failure that is the server's own. */
export function dataRefusal(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof InvalidBlobKeyError) return new HttpError(400, `Invalid file name: ${error.reason}`);
  if (error instanceof UploadTooLargeError) return new HttpError(413, error.message);
  if (error instanceof UnreadableDataFileError)
    return new HttpError(422, error.failure.message, { row: error.failure.row, reason: error.failure.reason });
  if (error instanceof InvalidGeoJsonError) return new HttpError(422, error.message, { reason: error.reason });
  if (error instanceof InvalidImportOptionsError) return new HttpError(400, error.message);
  if (error instanceof ImportRefusedError) return new HttpError(403, error.message);
  if (error instanceof ImportWorkerFailedError) return new HttpError(422, error.message, { reason: error.reason });
  return undefined;
}
