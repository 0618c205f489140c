import { describe, expect, it } from 'vitest';
import { blobKey, InvalidBlobKeyError, parseBlobKey } from './blob-key.ts';

describe('blob keys', () => {
  it('joins and splits three plain segments', () => {
    expect(blobKey('fort-peck', 'data', 'no-action.csv')).toBe('fort-peck/data/no-action.csv');
    expect(parseBlobKey('fort-peck/data/no-action.csv')).toEqual({
      projectKey: 'fort-peck',
      folder: 'data',
      file: 'no-action.csv',
    });
  });

  it.each(['..', '.', '.hidden', 'a/b', 'a\\b', '', 'tab\there', 'x'.repeat(256)])(
    'refuses the segment %j',
    (segment) => {
      expect(() => blobKey('demo', 'data', segment)).toThrow(InvalidBlobKeyError);
      expect(() => blobKey(segment, 'data', 'file.csv')).toThrow(InvalidBlobKeyError);
    },
  );

  it('refuses keys of another shape', () => {
    for (const key of ['demo/data', 'demo/data/x/y', '/demo/data/x', 'demo/data/x/', '../../etc/passwd']) {
      expect(() => parseBlobKey(key), key).toThrow(InvalidBlobKeyError);
    }
  });
});
