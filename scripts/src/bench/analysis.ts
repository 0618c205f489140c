/**
 * Benchmark of the analysis engine against a plain reference implementation, in one process.
 * Prints times for 1 location x 100 years and for 10 alternatives x 50 locations x 100 years:
 * import, daily statistics, threshold counts and one performance measure, plus the chunked
 * import of a 40,000-row x 60-column file. Times are the CPU time of this process
 * (process.cpuUsage), so other work on a shared machine does not inflate them.
 * Run: npx tsx scripts/src/bench/analysis.ts
 */
import {
  annualTrace,
  computePerformanceMeasure,
  dailyStatistics,
  type DailySeries,
  type PerformanceMeasureData,
  STATISTIC_KEYS,
  thresholdCountsTable,
  traceYears,
} from '@waterline/domain/analysis/index';
import { createAlternativeImporter, importAlternativeCsv } from '@waterline/domain/import/index';
import {
  referenceDailyStatistics,
  referenceImport,
  referenceSurpassEvents,
  referenceThresholdCounts,
  type DayRecord,
} from './support/reference.ts';
import { isoDates, syntheticAlternativeCsv } from './support/synthetic-csv.ts';

const THRESHOLD = { name: 'Flood', value: 3000 };
const PM: PerformanceMeasureData = {
  name: 'Spring pulses',
  location: '',
  pmType: 'Frequency of Event',
  direction: 'surpass',
  value: 3000,
  daysInRow: 5,
  startDay: 60,
  endDay: 200,
};

interface Figures {
  import: number;
  statistics: number;
  thresholds: number;
  measure: number;
}

const total = (f: Figures): number => f.import + f.statistics + f.thresholds + f.measure;

/** Runs `work` and returns its result and the CPU time it took, in milliseconds. */
function timed<T>(work: () => T): [T, number] {
  const start = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(start);
  return [result, (used.user + used.system) / 1000];
}

/** Runs `work` `runs` times and keeps the fastest figures (the first runs warm the JIT). */
function best(runs: number, work: () => Figures): Figures {
  let fastest: Figures | null = null;
  for (let i = 0; i < runs; i++) {
    const figures = work();
    if (fastest === null || total(figures) < total(fastest)) fastest = figures;
  }
  return fastest as Figures;
}

function engine(csvs: readonly string[]): Figures {
  const figures: Figures = { import: 0, statistics: 0, thresholds: 0, measure: 0 };
  for (const csv of csvs) {
    const [result, importTime] = timed(() => importAlternativeCsv(csv));
    if (!result.ok) throw new Error(result.error.reason);
    figures.import += importTime;
    for (const series of result.alternative.series) figures.statistics += analyseSeries(series, figures);
  }
  return figures;
}

/** Statistics, threshold counts (8 statistic traces and every year) and one measure for a series; returns the statistics time. */
function analyseSeries(series: DailySeries, figures: Figures): number {
  const [stats, statisticsTime] = timed(() => dailyStatistics(series));
  figures.thresholds += timed(() => {
    const traces = [
      ...STATISTIC_KEYS.map((key) => ({ name: key, values: stats[key] })),
      ...traceYears(series).map((year) => ({ name: String(year), values: annualTrace(series, year) })),
    ];
    return thresholdCountsTable(THRESHOLD, traces);
  })[1];
  figures.measure += timed(() => computePerformanceMeasure({ ...PM, location: series.location }, series))[1];
  return statisticsTime;
}

function reference(csvs: readonly string[]): Figures {
  const figures: Figures = { import: 0, statistics: 0, thresholds: 0, measure: 0 };
  for (const csv of csvs) {
    const [byLocation, importTime] = timed(() => referenceImport(csv));
    figures.import += importTime;
    for (const records of byLocation.values()) {
      const [stats, statisticsTime] = timed(() => referenceDailyStatistics(records as DayRecord[]));
      figures.statistics += statisticsTime;
      figures.thresholds += timed(() => referenceThresholdCounts(records, stats, THRESHOLD.value))[1];
      figures.measure += timed(() => referenceSurpassEvents(records, 3000, 5, 60, 200))[1];
    }
  }
  return figures;
}

const ms = (x: number): string => `${x.toFixed(x < 10 ? 2 : 0)} ms`.padStart(11);
const megabytes = (csvs: readonly string[]): number => csvs.reduce((sum, csv) => sum + csv.length, 0) / 1e6;

function report(
  title: string,
  csvs: readonly string[],
  runs: number,
): { engine: Figures; reference: Figures; megabytes: number } {
  const size = megabytes(csvs);
  const ours = best(runs, () => engine(csvs));
  const plain = best(Math.max(1, Math.ceil(runs / 2)), () => reference(csvs));
  console.log(`\n${title}  (${size.toFixed(1)} MB of CSV)`);
  console.log(`${'step'.padEnd(22)}${'engine'.padStart(11)}${'reference'.padStart(11)}${'speed-up'.padStart(10)}`);
  for (const step of ['import', 'statistics', 'thresholds', 'measure'] as const) {
    console.log(
      `${step.padEnd(22)}${ms(ours[step])}${ms(plain[step])}${`${(plain[step] / ours[step]).toFixed(1)}x`.padStart(10)}`,
    );
  }
  console.log(
    `${'whole engine'.padEnd(22)}${ms(total(ours))}${ms(total(plain))}${`${(total(plain) / total(ours)).toFixed(1)}x`.padStart(10)}`,
  );
  console.log(
    `import throughput: engine ${(size / (ours.import / 1000)).toFixed(0)} MB/s, reference ${(size / (plain.import / 1000)).toFixed(0)} MB/s`,
  );
  return { engine: ours, reference: plain, megabytes: size };
}

function chunkedImport(): void {
  const csv = syntheticAlternativeCsv(isoDates(1900, 110).slice(0, 40_000), 60, 99);
  const chunkSize = 1 << 20;
  let longest = 0;
  const [result, time] = timed(() => {
    const importer = createAlternativeImporter();
    for (let at = 0; at < csv.length; at += chunkSize)
      longest = Math.max(longest, timed(() => importer.push(csv.slice(at, at + chunkSize)))[1]);
    const [finished, finishTime] = timed(() => importer.finish());
    longest = Math.max(longest, finishTime);
    return finished;
  });
  if (!result.ok) throw new Error(result.error.reason);
  const size = csv.length / 1e6;
  console.log(
    `\nChunked import, 40,000 rows x 60 columns (${size.toFixed(1)} MB) in 1 MB pieces: ${ms(time).trim()}, ${(size / (time / 1000)).toFixed(0)} MB/s, longest single step ${ms(longest).trim()}`,
  );
}

const dates = isoDates(1901, 100);
console.log(`Analysis engine benchmark: CPU time, best of several runs (node ${process.version})`);
const single = report('1 location x 100 years', [syntheticAlternativeCsv(dates, 1, 1)], 10);
const oneSeries = single.engine.statistics;
const many = report(
  '10 alternatives x 50 locations x 100 years',
  Array.from({ length: 10 }, (_, i) => syntheticAlternativeCsv(dates, 50, i + 10)),
  2,
);
chunkedImport();
const importRate = many.megabytes / (many.engine.import / 1000);
console.log('\nTargets');
console.log(
  `  daily statistics of one series (36,500 values) < 5 ms: ${ms(oneSeries).trim()} ${oneSeries < 5 ? 'met' : 'NOT met'}`,
);
console.log(
  `  whole engine >= 5x the reference (10 x 50 x 100): ${(total(many.reference) / total(many.engine)).toFixed(1)}x ${total(many.reference) / total(many.engine) >= 5 ? 'met' : 'NOT met'}`,
);
console.log(`  import >= 50 MB/s: ${importRate.toFixed(0)} MB/s ${importRate >= 50 ? 'met' : 'NOT met'}`);
