/** Import process body: reads each file it is sent (a CSV import, a GeoJSON check) and sends the outcome back. */
import type { ImportOptions } from '@waterline/domain/import/index';
import { featureCollectionProblem } from './geojson.ts';
import { importToCompactSeries, type ImportOutcome } from './series-import.ts';

export type WorkerTask =
  { kind: 'csv'; bytes: Uint8Array; options: ImportOptions } | { kind: 'geojson'; bytes: Uint8Array };

export type WorkerAnswer = { kind: 'csv'; outcome: ImportOutcome } | { kind: 'geojson'; problem: string | null };

function answer(task: WorkerTask): WorkerAnswer {
  if (task.kind === 'geojson') return { kind: 'geojson', problem: featureCollectionProblem(task.bytes) };
  return { kind: 'csv', outcome: importToCompactSeries(task.bytes, task.options) };
}

process.on('message', (task: WorkerTask) => process.send?.(answer(task)));
// Without the server there is nothing to answer.
process.on('disconnect', () => process.exit(0));
