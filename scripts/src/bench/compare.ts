/**
 * Benchmark of the comparison page's matrix: 20 measures (five of each type, each at its own location) x 10
 * alternatives over 100 years, computed as the page computes it, by the analysis worker's service
 * (`SeriesAnalysisService`, one 'measures' request) from the compact series the server sends. Prints the CPU time of
 * the first opening (decoding the 200 series and computing) and of a later one (the series already decoded in the
 * worker, as after the Charts page), and the bytes of series the browser downloads once.
 * Run: npm run bench -- compare
 */
import {
  encodeSeries,
  type EncodedSeries,
  type PerformanceMeasureData,
  PM_TYPES,
} from '@waterline/domain/analysis/index';
import { seriesOf } from '@waterline/domain/analysis/testing/series-builder';
import { SeriesAnalysisService } from '../../../web/src/data/analysis-service.ts';
import type { MeasureOnSeries } from '../../../web/src/data/protocol.ts';

const MEASURES = 20;
const ALTERNATIVES = 10;
const FIRST_YEAR = 1921;
const LAST_YEAR = 2020;

/** Seasonal flows with a year-to-year swing, distinct per alternative and location. */
function encodedSeries(alternative: number, location: number): EncodedSeries {
  return encodeSeries(
    seriesOf(
      FIRST_YEAR,
      LAST_YEAR,
      (year, day) =>
        Math.round(
          (2000 +
            1500 * Math.sin((day / 365) * 2 * Math.PI + location) +
            400 * Math.sin(year / 3 + alternative) +
            ((year * 7919 + day * 104729 + alternative * 31) % 500)) *
            100,
        ) / 100,
      `Location ${location}`,
      'cfs',
    ),
  );
}

/** A measure of each type in turn, at its own location. */
function measure(index: number): PerformanceMeasureData {
  const location = `Location ${index}`;
  const pmType = PM_TYPES[index % PM_TYPES.length] as PerformanceMeasureData['pmType'];
  switch (pmType) {
    case 'Weighted Score - Rules':
      return {
        name: `Score ${index}`,
        location,
        pmType,
        startDay: 60,
        endDay: 240,
        ranges: [
          { type: 'less', upperRange: 1000, score: 0 },
          { type: 'range', lowerRange: 1000, upperRange: 3000, score: '(x - 1000) / 2000' },
          { type: 'greater', lowerRange: 3000, score: 1 },
        ],
      };
    case 'Weighted Score - Matrix':
      return {
        name: `Matrix ${index}`,
        location,
        pmType,
        yLookup: [
          { type: 'range', lowerRange: 1500, upperRange: 2500, weight: 1 },
          { type: 'greater', value: 2500, weight: 0.5 },
        ],
      };
    default:
      return { name: `Events ${index}`, location, pmType, direction: 'surpass', value: 3000, daysInRow: 5 };
  }
}

const urlOf = (alternative: number, location: number) => `/api/project/bench/series/${alternative}/${location}`;
const stored = new Map<string, EncodedSeries>();
for (let alternative = 0; alternative < ALTERNATIVES; alternative++)
  for (let location = 0; location < MEASURES; location++)
    stored.set(urlOf(alternative, location), encodedSeries(alternative, location));

const items: MeasureOnSeries[] = Array.from({ length: MEASURES }, (_, index) => measure(index)).flatMap((data, index) =>
  Array.from({ length: ALTERNATIVES }, (_, alternative) => ({ url: urlOf(alternative, index), data })),
);

function service(): SeriesAnalysisService {
  return new SeriesAnalysisService(
    {
      series: async (url) => stored.get(url) as EncodedSeries,
      summaries: () => Promise.reject(new Error('not asked')),
    },
    MEASURES * ALTERNATIVES,
  );
}

async function cpuTime(work: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The fastest of `runs` runs (the first ones warm the JIT). */
async function fastest(runs: number, work: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) best = Math.min(best, await cpuTime(work));
  return best;
}

const request = { kind: 'measures' as const, items };
const outcomes = await service().run(request, {});
const failed = outcomes.filter((outcome) => !outcome.ok).length;
if (failed > 0) throw new Error(`${failed} measures could not be computed`);

const first = await fastest(5, () => service().run(request, {}));
const warm = service();
await warm.run(request, {});
const later = await fastest(5, () => warm.run(request, {}));
const bytes = [...stored.values()].reduce((sum, series) => sum + JSON.stringify(series).length, 0);

const ms = (x: number) => `${x.toFixed(0)} ms`.padStart(8);
console.log(`\nMatrix of ${MEASURES} measures x ${ALTERNATIVES} alternatives x ${LAST_YEAR - FIRST_YEAR + 1} years`);
console.log(`first opening (decode 200 series + compute) ${ms(first)}`);
console.log(`later opening (series decoded in the worker) ${ms(later)}`);
console.log(`series downloaded once                      ${(bytes / 1e6).toFixed(1).padStart(5)} MB`);
