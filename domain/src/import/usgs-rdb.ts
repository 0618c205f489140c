import { createTableImporter, type AlternativeImporter, type ImportResult } from './importer.ts';
import type { ImportOptions } from './options.ts';
import type { TableLayout } from './table-layout.ts';
import { USGS_PARAMETER_UNITS } from './usgs-parameters.ts';

/**
 * USGS NWIS RDB daily values: '#' comment lines, a tab-separated header (agency_cd, site_no,
 * datetime, then '<ts>_<parameter>_<statistic>' value columns each followed by a '_cd'
 * qualifier column), and a format line. Each value column becomes a series whose location is
 * 'USGS <site_no>' and whose measure is the parameter's unit.
 */
function usgsRdbLayout(site: string): TableLayout {
  return {
    commentPrefix: '#',
    recordsAfterHeader: 1,
    planColumns(header) {
      const dateIndex = header.indexOf('datetime');
      if (dateIndex < 0) return "the RDB header has no 'datetime' column";
      const series = header.flatMap((name, index) => {
        const match = /^\d+_(\d{5})_\d{5}$/.exec(name);
        if (match === null) return [];
        const code = match[1] ?? '';
        return [{ index, location: `USGS ${site}`, measure: USGS_PARAMETER_UNITS[code] ?? code }];
      });
      return series.length === 0 ? 'the RDB header has no value columns' : { dateIndex, series };
    },
  };
}

/** The site number of an RDB file: the first data row's site_no field (empty when not found). */
function siteNumber(text: string): string {
  const match = /^USGS\t(\d+)\t/m.exec(text);
  return match?.[1] ?? '';
}

/** Imports a USGS RDB daily-values file with the alternative cleaning rules (rounding, ignore rules, autofill). */
export function importUsgsRdb(text: string, options: ImportOptions = {}): ImportResult {
  const importer: AlternativeImporter = createTableImporter(usgsRdbLayout(siteNumber(text)), options);
  importer.push(text);
  return importer.finish();
}
