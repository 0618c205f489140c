import { gzipSync } from 'node:zlib';
import { summaryBase } from '@waterline/domain/analysis/index';
import { encodeSeries } from '@waterline/domain/analysis/series-codec';
import {
  importAlternativeCsv,
  type ImportedAlternative,
  type ImportFailure,
  type ImportOptions,
} from '@waterline/domain/import/index';

/** Raised when a data file cannot be imported; `failure` holds the product's message, the row and the reason. */
export class UnreadableDataFileError extends Error {
  constructor(readonly failure: ImportFailure) {
    super(`${failure.message}: ${failure.row === null ? '' : `row ${failure.row}: `}${failure.reason}`);
    this.name = 'UnreadableDataFileError';
  }
}

/** One imported location without its values. */
export interface ImportedLocation {
  location: string;
  measure: string;
  minYear: number;
  maxYear: number;
}

/** An import in its stored form: one compact series per location, in column order. */
export interface CompactImport {
  rows: number;
  dropped: ImportedAlternative['dropped'];
  locations: ImportedLocation[];
  /** Each location's series as the domain's EncodedSeries JSON, gzip-compressed. */
  series: Uint8Array[];
  /** Each location's summary base (the domain's EncodedSummaryBase: its daily statistics and years with values) as JSON, gzip-compressed. */
  summaryBases: Uint8Array[];
}

export type ImportOutcome = { ok: true; imported: CompactImport } | { ok: false; failure: ImportFailure };

/** Imports a CSV with the domain rules, compacts each series and computes its summary base, so that serving a summary computes nothing. Synchronous and CPU-bound: the app runs it in an import process (see ImportWorkers). */
export function importToCompactSeries(bytes: Uint8Array, options: ImportOptions): ImportOutcome {
  const result = importAlternativeCsv(new TextDecoder('utf-8').decode(bytes), options);
  if (!result.ok) return { ok: false, failure: result.error };
  const { series, rows, dropped } = result.alternative;
  return {
    ok: true,
    imported: {
      rows,
      dropped,
      locations: series.map(({ location, measure, minYear, maxYear }) => ({ location, measure, minYear, maxYear })),
      series: series.map((one) => gzipSync(JSON.stringify(encodeSeries(one)))),
      summaryBases: series.map((one) => gzipSync(JSON.stringify(summaryBase(one)))),
    },
  };
}
