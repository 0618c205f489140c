import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import type { EventStore } from '@waterline/domain/events/event-store';
import { photoUploadDecider } from '@waterline/domain/survey/photo-upload';

import { surveyDecider } from '@waterline/domain/survey/survey-commands';
import type { Sql } from '@waterline/read-models/db/sql';
import { listProjects } from '@waterline/read-models/projects/queries';
import { parseBlobKey } from '../blobs/blob-key.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { loadStream } from '../commands/command-handler.ts';
import type { Logger } from '../logger.ts';
import { runNowAndEvery } from '../run-every.ts';
import { UNATTACHED_PHOTO_GRACE_MS } from '../commands/photo-limits.ts';
import { photoBlobKey, photoFolder, photoOfFileName, thumbnailNameOf } from './photos.ts';

export { UNATTACHED_PHOTO_GRACE_MS };

const SWEEP_INTERVAL_MS = 30 * 60_000;

export interface PhotoSweepDeps {
  sql: Sql;
  eventStore: EventStore;
  blobs: BlobStore;
}

/**
 * Removes every stored photo (with its thumbnail) that no standing response holds and whose upload began more than
 * the grace period before `now`: photos never used, and those of removed responses or dropped by an edit. Reads the
 * log, not the read models, so a photo a response has just taken is never removed. Returns how many it removed.
 */
export async function sweepUnattachedPhotos(deps: PhotoSweepDeps, now: Date): Promise<number> {
  const uploadedBefore = now.getTime() - UNATTACHED_PHOTO_GRACE_MS;
  let removed = 0;
  for (const project of await listProjects(deps.sql)) {
    const stored = await deps.blobs.list(`${project.key}/${photoFolder}/`);
    // A thumbnail left alone (its photo removed, or never stored) counts under its photo's name.
    const photos = new Set(stored.flatMap((blob) => photoOfFileName(parseBlobKey(blob.key).file) ?? []));
    if (photos.size === 0) continue;
    const survey = (await loadStream(deps.eventStore, surveyDecider, streamIds.survey(project.id))).state;
    for (const photo of photos) {
      if (survey.photoOwners.has(photo)) continue;
      const upload = (await loadStream(deps.eventStore, photoUploadDecider, streamIds.surveyPhoto(photo))).state;
      if (upload.startedAt !== null && Date.parse(upload.startedAt) > uploadedBefore) continue;
      // The photo before its thumbnail: a response only names a photo that is stored, so never one without a thumbnail.
      await deps.blobs.delete(photoBlobKey(project.key, photo));
      await deps.blobs.delete(photoBlobKey(project.key, thumbnailNameOf(photo)));
      removed += 1;
    }
  }
  return removed;
}

/** Sweeps once at start and every half hour; returns a stop function. */
export function startPhotoSweep(deps: PhotoSweepDeps, clock: () => Date, logger: Logger): () => void {
  const sweep = async () => {
    try {
      const removed = await sweepUnattachedPhotos(deps, clock());
      if (removed > 0) logger.info(`Removed ${removed} survey photo(s) no response holds`);
    } catch (error) {
      logger.error('Sweeping unattached survey photos failed', error);
    }
  };
  return runNowAndEvery(SWEEP_INTERVAL_MS, sweep);
}
