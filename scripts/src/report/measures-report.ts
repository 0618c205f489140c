import { computePerformanceMeasure } from '@waterline/domain/analysis/index';
import { listPerformanceMeasures } from '@waterline/read-models/performance-measures/queries';
import { alternativeSeriesAt } from './alternative-series.ts';
import { projectsInScope, type ReportContext } from './report-context.ts';
import type { Cell, ReportTable } from './report-table.ts';

/** Each saved performance measure with its result per season year for every shown alternative, computed by the domain's `computePerformanceMeasure` as the app does. */
export async function measuresReport(context: ReportContext): Promise<ReportTable> {
  const rows: Cell[][] = [];
  for (const project of await projectsInScope(context)) {
    for (const measure of await listPerformanceMeasures(context.sql, project.id)) {
      const base: Cell[] = [project.key, measure.id, measure.data.name, measure.data.pmType, measure.data.location];
      for (const found of await alternativeSeriesAt(context.dataFiles, project, measure.data.location)) {
        if ('missing' in found) {
          rows.push([...base, found.alternative.text, null, null, found.missing]);
          continue;
        }
        const outcome = computePerformanceMeasure(measure.data, found.series);
        if (!outcome.ok) rows.push([...base, found.alternative.text, null, null, outcome.problems.join(' ')]);
        else
          for (const { year, value } of outcome.result.byYear)
            rows.push([...base, found.alternative.text, year, value, null]);
      }
    }
  }
  return {
    columns: ['project', 'measure_id', 'measure', 'type', 'location', 'alternative', 'year', 'value', 'problem'],
    rows,
  };
}
