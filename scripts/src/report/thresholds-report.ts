import {
  dailyStatistics,
  STATISTIC_KEYS,
  THRESHOLD_ERROR,
  thresholdCountsTable,
} from '@waterline/domain/analysis/index';
import { listThresholds } from '@waterline/read-models/thresholds/queries';
import { alternativeSeriesAt } from './alternative-series.ts';
import { projectsInScope, type ReportContext } from './report-context.ts';
import type { Cell, ReportTable } from './report-table.ts';

/**
 * Each threshold per project and location, with its day counts on every statistic trace of every
 * shown alternative at that location: the days below, equal to (a plain threshold) or between (a
 * range), and above, counted by the domain's `thresholdCountsTable` as the charts' threshold table does.
 */
export async function thresholdsReport(context: ReportContext): Promise<ReportTable> {
  const rows: Cell[][] = [];
  for (const project of await projectsInScope(context)) {
    for (const threshold of await listThresholds(context.sql, project.id)) {
      const { location, name } = threshold.data;
      const base: Cell[] = [
        project.key,
        location,
        threshold.id,
        name,
        threshold.data.isRange === true ? 'range' : 'value',
      ];
      for (const found of await alternativeSeriesAt(context.dataFiles, project, location)) {
        if ('missing' in found) {
          rows.push([...base, found.alternative.text, null, null, null, null, null, found.missing]);
          continue;
        }
        const stats = dailyStatistics(found.series);
        const table = thresholdCountsTable(
          threshold.data,
          STATISTIC_KEYS.map((key) => ({ name: key, values: stats[key] })),
        );
        for (const [trace, counts] of Object.entries(table)) {
          if (counts === THRESHOLD_ERROR)
            rows.push([...base, found.alternative.text, trace, null, null, null, null, THRESHOLD_ERROR]);
          else
            rows.push([
              ...base,
              found.alternative.text,
              trace,
              counts.below,
              counts.equal,
              counts.between,
              counts.above,
              null,
            ]);
        }
      }
    }
  }
  return {
    columns: [
      'project',
      'location',
      'threshold_id',
      'threshold',
      'kind',
      'alternative',
      'trace',
      'days_below',
      'days_equal',
      'days_between',
      'days_above',
      'problem',
    ],
    rows,
  };
}
