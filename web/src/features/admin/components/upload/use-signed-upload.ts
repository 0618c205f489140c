import { useState } from 'react';
import { describeRequestError } from '../../../../lib/api-error.ts';
import { useRequestUploadUrlMutation, type UploadTarget } from '../../api.ts';
import { describeImportFailure } from '../../lib/import-summary.ts';
import { sanitizeFileName } from '../../lib/sanitize-file-name.ts';
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
 * Uploads one file the way the spec's section 7 does: asks for a signed URL
 * (PUT /api/upload/{key} or /api/map-upload/{key} with contentType, name and path), then PUTs the
 * file there with its content type and follows the progress. Resolves with the stored key, or
 * null after recording why it failed.
 */
export function useSignedUpload(projectKey: string, target: UploadTarget) {
  const [requestUploadUrl] = useRequestUploadUrlMutation();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  const upload = async (file: Blob, fileName: string, contentType: string): Promise<UploadAnswer | null> => {
    setState({ phase: 'uploading', fraction: 0 });
    const name = sanitizeFileName(fileName);
    const granted = await requestUploadUrl({ projectKey, target, contentType, name, path: fileName });
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
        error instanceof UploadFailedError ? (describeImportFailure(error.body) ?? error.message) : 'The upload failed';
      setState({ phase: 'failed', reason });
      return null;
    }
  };

  return { state, upload, reset: () => setState({ phase: 'idle' }) };
}
