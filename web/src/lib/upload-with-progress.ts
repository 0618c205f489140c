/** Where an upload stands: bytes still going up, or all sent and the server at work on them. */
export interface UploadProgress {
  phase: 'uploading' | 'processing';
  loaded: number;
  total: number;
}

/** A refused or failed upload; `body` is the server's JSON answer when it sent one. */
export class UploadFailedError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'UploadFailedError';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * PUTs a file to a signed upload URL with its content type, reporting progress, and resolves with
 * the server's JSON answer on status 200. XMLHttpRequest, not fetch, because only it reports
 * upload progress.
 */
export function uploadWithProgress(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      onProgress({ phase: 'uploading', loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    request.upload.onload = () => onProgress({ phase: 'processing', loaded: file.size, total: file.size });
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status === 200) resolve(body);
      else
        reject(
          new UploadFailedError(
            serverMessage(body) ?? `Upload failed with status ${request.status}`,
            request.status,
            body,
          ),
        );
    };
    request.onerror = () =>
      reject(new UploadFailedError('Upload failed: the server could not be reached', 0, undefined));
    request.onabort = () => reject(new UploadFailedError('Upload cancelled', 0, undefined));
    request.send(file);
  });
}
