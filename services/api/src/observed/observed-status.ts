import { observedFileName } from '@waterline/domain/observed/observed-source';
import { blobKey } from '../blobs/blob-key.ts';
import type { BlobStore } from '../blobs/blob-store.ts';

/** How an observed alternative's last fetch went: shown in the admin area. */
export interface ObservedStatus {
  available: boolean;
  /** When the gauge service was last asked (ISO). */
  checkedAt: string;
  /** Why the record could not be fetched; null when it was. */
  message: string | null;
}

const statusKey = (projectKey: string, alternativeKey: string) =>
  blobKey(projectKey, 'observed', `${observedFileName(alternativeKey)}.status.json`);

/** Kept in the blob store beside the record, so that every API process reads the same status. */
export async function writeObservedStatus(
  blobs: BlobStore,
  projectKey: string,
  alternativeKey: string,
  status: ObservedStatus,
): Promise<void> {
  await blobs.put(statusKey(projectKey, alternativeKey), Buffer.from(JSON.stringify(status)), {
    contentType: 'application/json',
  });
}

export async function readObservedStatus(
  blobs: BlobStore,
  projectKey: string,
  alternativeKey: string,
): Promise<ObservedStatus | null> {
  const stored = await blobs.read(statusKey(projectKey, alternativeKey));
  return stored === undefined ? null : (JSON.parse(stored.toString('utf8')) as ObservedStatus);
}
