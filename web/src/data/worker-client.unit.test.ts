import { encodeSeriesSummary, seriesSummary } from '@waterline/domain/analysis/index';
import { seriesOf } from '@waterline/domain/analysis/testing/series-builder';
import { julianDay } from '@waterline/domain/calendar/index';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequest } from '../lib/early-requests.ts';
import type { AnalysisBackend } from './protocol.ts';
import { summariesAddress } from './summaries-address.ts';
import { EarlySummariesBackend } from './worker-client.ts';

const ORIGIN = 'http://waterline.test';
const URLS = [`/api/project/p/series/${'c'.repeat(64)}/0`, `/api/project/p/series/${'d'.repeat(64)}/2`];
const HEADERS = { token: 'signed-in' };
const flows = seriesOf(2000, 2003, (year, day) => year + day, 'Pine River', 'cfs');
const summary = seriesSummary(flows, julianDay(1));

/** The worker's side: answers every request with `answer` and counts them. */
function workerAnswering(answer: unknown): AnalysisBackend & { run: ReturnType<typeof vi.fn> } {
  return { run: vi.fn(async () => answer) } as never;
}

describe('summaries asked for by the early script', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are read from its answer on the page, once; the same request later goes to the worker', async () => {
    const serverFetch = vi.fn(async () => Response.json({ summaries: URLS.map(() => encodeSeriesSummary(summary)) }));
    vi.stubGlobal('fetch', serverFetch);
    await startEarlyRequest(new URL(summariesAddress(URLS, 1), ORIGIN), HEADERS);
    const worker = workerAnswering(['from the worker']);
    const backend = new EarlySummariesBackend(worker, ORIGIN);

    const early = await backend.run({ kind: 'summaries', urls: URLS, startDay: 1 }, HEADERS);
    expect(early).toHaveLength(2);
    expect(early[1]?.statistics.median).toEqual(summary.statistics.median);
    expect(worker.run).not.toHaveBeenCalled();

    expect(await backend.run({ kind: 'summaries', urls: URLS, startDay: 1 }, HEADERS)).toEqual(['from the worker']);
    expect(serverFetch).toHaveBeenCalledTimes(1);
  });

  it('are left to the worker when asked with other headers, on another year, or for other data', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ summaries: [] })),
    );
    await startEarlyRequest(new URL(summariesAddress(URLS, 1), ORIGIN), HEADERS);
    const worker = workerAnswering('from the worker');
    const backend = new EarlySummariesBackend(worker, ORIGIN);

    await backend.run({ kind: 'summaries', urls: URLS, startDay: 1 }, { token: 'someone-else' });
    await backend.run({ kind: 'summaries', urls: URLS, startDay: 274 }, HEADERS);
    await backend.run({ kind: 'series', url: URLS[0] as string }, HEADERS);
    expect(worker.run).toHaveBeenCalledTimes(3);
  });
});
