/** Worker thread body: imports each CSV it is sent, then posts the outcome and the file's bytes back (both moved, not copied). */
import { parentPort } from 'node:worker_threads';
import type { ImportOptions } from '@waterline/domain/import/index';
import { importToCompactSeries } from './series-import.ts';

parentPort?.on('message', ({ bytes, options }: { bytes: Uint8Array<ArrayBuffer>; options: ImportOptions }) => {
  const outcome = importToCompactSeries(bytes, options);
  const moved = [bytes.buffer, ...(outcome.ok ? outcome.imported.series.map((series) => series.buffer) : [])];
  parentPort?.postMessage({ outcome, bytes }, moved);
});
