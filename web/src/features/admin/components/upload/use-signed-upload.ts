import { useState } from 'react';
import { sanitizeFileName } from '@waterline/domain/projects/data-source';
import { describeRequestError } from '../../../../lib/api-error.ts';
import { useRequestUploadUrlMutation, type UploadTarget } from '../../api.ts';
import { describeImportFailure, type UploadedFrom } from '../../model/import-summary.ts';
import { fileSizeProblem } from '../../../../lib/upload-files.ts';
import { UploadFailedError, uploadWithProgress } from '../../../../lib/upload-with-progress.ts';

/** Where an upload stands; `fraction` is 0..1 of the bytes sent. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fraction: number }
  | { phase: 'processing' }
  | { phase: 'done' }
  | { phase: 'failed'; reason: string };

/** The server's answer to the signed PUT, with the stored file's key. */
export type UploadAnswer = { key: string; body: unknown };

/**
 * Uploads one file the way the admin area's uploads go: asks for a signed URL
 * (PUT /api/upload/{key} or /api/map-upload/{key} with contentType, name and path), then PUTs the
 * file there with its content type and follows the progress. A file over the server's size limit is
 * refused before anything is sent. Resolves with the stored key, or null after recording why it failed; `from`
 * tells whether the server's row at fault is a line of a file or a row of the data editor's grid.
 */
export function useSignedUpload(projectKey: string, target: UploadTarget, from: UploadedFrom = 'file') {
  const [requestUploadUrl] = useRequestUploadUrlMutation();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  /** `alternative`: a data file's alternative, whose own file it may replace; left out for a new alternative. */
  const upload = async (
    file: Blob,
    fileName: string,
    contentType: string,
    alternative?: string,
  ): Promise<UploadAnswer | null> => {
    const tooLarge = fileSizeProblem(file);
    if (tooLarge) {
      setState({ phase: 'failed', reason: tooLarge });
      return null;
    }
    setState({ phase: 'uploading', fraction: 0 });
    const name = sanitizeFileName(fileName);
    const granted = await requestUploadUrl({ projectKey, target, contentType, name, path: fileName, alternative });
    if (granted.error) {
      setState({
        phase: 'failed',
        reason: describeRequestError(granted.error).message ?? 'The server refused the upload',
      });
      return null;
    }
    try {
      const body = await uploadWithProgress(granted.data.url, file, contentType, (progress) =>
        setState(
          progress.phase === 'uploading'
            ? { phase: 'uploading', fraction: progress.total > 0 ? progress.loaded / progress.total : 0 }
            : { phase: 'processing' },
        ),
      );
      setState({ phase: 'done' });
      return { key: granted.data.key, body };
    } catch (error) {
      const reason =
        error instanceof UploadFailedError
          ? (describeImportFailure(error.body, from) ?? error.message)
          : 'The upload failed';
      setState({ phase: 'failed', reason });
      return null;
    }
  };

  return { state, upload, reset: () => setState({ phase: 'idle' }) };
}
