import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import type { EventStore } from '@waterline/domain/events/event-store';
import { dataFilesNamedBy } from '@waterline/domain/projects/data-source';
import { parseProjectEvent } from '@waterline/domain/projects/project';
import type { Sql } from '@waterline/read-models/db/sql';
import { listProjects } from '@waterline/read-models/projects/queries';
import { parseBlobKey } from '../blobs/blob-key.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { Logger } from '../logger.ts';
import { runNowAndEvery } from '../run-every.ts';
import type { DataFiles } from './data-files.ts';

const SWEEP_INTERVAL_MS = 60 * 60_000;

export interface DataSweepDeps {
  sql: Sql;
  eventStore: EventStore;
  blobs: BlobStore;
  dataFiles: DataFiles;
  /** Nothing written less than this long ago is removed: an import or an upload may still be under way. */
  graceMs: number;
}

export interface DataSweepCounts {
  /** Uploaded CSVs no event of their project names. */
  files: number;
  /** Imports (manifest and series) of no CSV the project keeps, or cut short before their manifest. */
  imports: number;
  /** Files of writes cut short (the folder store's `.tmp`). */
  unfinishedWrites: number;
}

/**
 * Removes the data leftovers older than the grace period: CSVs no event of their project has ever named (uploaded for
 * an alternative never added), the imports of any content no kept CSV holds (their CSV removed, or never stored after
 * a crash mid-upload) and imports a crash left without a manifest, and what writes cut short left behind. Reads the
 * log, not the read models, so a file an alternative has just been given is never removed.
 */
export async function sweepDataLeftovers(deps: DataSweepDeps, now: Date): Promise<DataSweepCounts> {
  const before = new Date(now.getTime() - deps.graceMs);
  const counts: DataSweepCounts = { files: 0, imports: 0, unfinishedWrites: 0 };
  const { dataFiles } = deps;
  for (const project of await listProjects(deps.sql)) {
    const events = await deps.eventStore.readStream(streamIds.project(project.id));
    const named = dataFilesNamedBy(events.flatMap((event) => parseProjectEvent(event) ?? []));
    const keptContents = new Set<string>();
    for (const file of await dataFiles.storedFiles(project.key)) {
      if (named.has(parseBlobKey(file.key).file) || file.modifiedAt > before) {
        const info = await deps.blobs.head(file.key);
        if (info !== undefined) keptContents.add(info.sha256);
        continue;
      }
      await deps.blobs.delete(file.key);
      counts.files += 1;
    }
    counts.imports += await dataFiles.removeImportsNotOf(project.key, keptContents, (blobs) =>
      blobs.every((blob) => blob.modifiedAt <= before),
    );
  }
  counts.unfinishedWrites = (await deps.blobs.removeUnfinishedWrites?.(before)) ?? 0;
  return counts;
}

/** Sweeps once at start and every hour; returns a stop function. */
export function startDataSweep(deps: DataSweepDeps, clock: () => Date, logger: Logger): () => void {
  const sweep = async () => {
    try {
      const { files, imports, unfinishedWrites } = await sweepDataLeftovers(deps, clock());
      if (files + imports + unfinishedWrites > 0)
        logger.info(
          `Removed ${files} data file(s) no alternative was ever given, ${imports} import(s) of no kept file and ${unfinishedWrites} unfinished write(s)`,
        );
    } catch (error) {
      logger.error('Sweeping data leftovers failed', error);
    }
  };
  return runNowAndEvery(SWEEP_INTERVAL_MS, sweep);
}
