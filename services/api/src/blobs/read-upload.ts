import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { fileTooLargeMessage } from '@waterline/domain/projects/upload-size';

/** Raised when an upload is larger than the configured limit; nothing of it is kept. */
export class UploadTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(fileTooLargeMessage(limitBytes));
    this.name = 'UploadTooLargeError';
  }
}

/** Raised when the client goes away before its upload's end: the client's doing, not a server error. */
export class UploadInterruptedError extends Error {
  /** What the body parsers call a request the client left, so the error answers treat both alike (see aborted-requests.ts). */
  readonly type = 'request.aborted';

  constructor() {
    super('The upload was interrupted before its end');
    this.name = 'UploadInterruptedError';
  }
}

/** A received upload: its bytes and their sha256. */
export interface Upload {
  bytes: Uint8Array<ArrayBuffer>;
  sha256: string;
}

/**
 * Reads a request body, refusing it as soon as its declared or actual size passes `limitBytes`.
 * Hashes and copies each chunk as it arrives, so no step blocks the event loop for the whole file.
 * A refused body is drained, not destroyed, so that the client still reads the answer.
 */
export function readUpload(request: IncomingMessage, limitBytes: number): Promise<Upload> {
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (declared > limitBytes) return Promise.reject(new UploadTooLargeError(limitBytes));
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    let bytes = new Uint8Array(Number.isInteger(declared) ? declared : 64 * 1024);
    let received = 0;
    const collect = (chunk: Buffer) => {
      if (received + chunk.byteLength > limitBytes) {
        request.off('data', collect).off('end', finish).off('error', interrupted).off('close', interrupted);
        request.resume();
        reject(new UploadTooLargeError(limitBytes));
        return;
      }
      if (received + chunk.byteLength > bytes.byteLength) {
        const larger = new Uint8Array(
          Math.min(limitBytes, Math.max(bytes.byteLength * 2, received + chunk.byteLength)),
        );
        larger.set(bytes.subarray(0, received));
        bytes = larger;
      }
      bytes.set(chunk, received);
      received += chunk.byteLength;
      hash.update(chunk);
    };
    const finish = () =>
      resolve({ bytes: received === bytes.byteLength ? bytes : bytes.slice(0, received), sha256: hash.digest('hex') });
    // An aborted request emits 'error' ('aborted') and 'close' before its end.
    const interrupted = () => {
      if (!request.complete) reject(new UploadInterruptedError());
    };
    request.on('data', collect).once('end', finish).once('error', interrupted).once('close', interrupted);
  });
}
