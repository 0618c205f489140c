/** Blob keys are `<project_key>/<folder>/<file>`: exactly three segments, none of which can climb out of its folder. */

export class InvalidBlobKeyError extends Error {
  constructor(readonly reason: string) {
    super(`Invalid blob key: ${reason}`);
    this.name = 'InvalidBlobKeyError';
  }
}

export interface BlobKeyParts {
  projectKey: string;
  folder: string;
  file: string;
}

const maxSegmentBytes = 255;
// eslint-disable-next-line no-control-regex
const forbiddenCharacters = /[/\\\u0000-\u001f\u007f]/;

/** Throws InvalidBlobKeyError unless `segment` is usable as one part of a key. A leading dot is refused so that `.`/`..` and the stores' own hidden folders cannot be named. */
export function assertBlobKeySegment(segment: string, what = 'segment'): void {
  if (segment.length === 0) throw new InvalidBlobKeyError(`the ${what} is empty`);
  if (segment.startsWith('.')) throw new InvalidBlobKeyError(`the ${what} may not start with a dot`);
  if (forbiddenCharacters.test(segment))
    throw new InvalidBlobKeyError(`the ${what} may not contain slashes or control characters`);
  if (Buffer.byteLength(segment) > maxSegmentBytes)
    throw new InvalidBlobKeyError(`the ${what} is longer than ${maxSegmentBytes} bytes`);
}

/** Builds a key from its parts, refusing any part that is not a plain name. */
export function blobKey(projectKey: string, folder: string, file: string): string {
  assertBlobKeySegment(projectKey, 'project key');
  assertBlobKeySegment(folder, 'folder');
  assertBlobKeySegment(file, 'file name');
  return `${projectKey}/${folder}/${file}`;
}

/** Splits and checks a key; throws InvalidBlobKeyError for anything but three plain segments. */
export function parseBlobKey(key: string): BlobKeyParts {
  const parts = key.split('/');
  if (parts.length !== 3) throw new InvalidBlobKeyError('a key has exactly three parts: project key, folder and file');
  const [projectKey = '', folder = '', file = ''] = parts;
  blobKey(projectKey, folder, file);
  return { projectKey, folder, file };
}

/** Checks a listing prefix: every complete segment before the last slash must be a plain name. */
export function assertBlobPrefix(prefix: string): void {
  const complete = prefix.split('/').slice(0, -1);
  if (complete.length > 2) throw new InvalidBlobKeyError('a prefix has at most three parts');
  complete.forEach((segment) => assertBlobKeySegment(segment));
  const last = prefix.split('/').at(-1) ?? '';
  if (last.length > 0 && forbiddenCharacters.test(last))
    throw new InvalidBlobKeyError('the prefix may not contain control characters');
}
