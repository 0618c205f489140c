import { historyReport } from './history-report.ts';
import { measuresReport } from './measures-report.ts';
import { projectsReport } from './projects-report.ts';
import type { ReportContext } from './report-context.ts';
import type { ReportTable } from './report-table.ts';
import { responsesReport } from './responses-report.ts';
import { thresholdsReport } from './thresholds-report.ts';

/** Every report by the name the command line takes. */
export const reports: Readonly<Record<string, (context: ReportContext) => Promise<ReportTable>>> = {
  projects: projectsReport,
  history: historyReport,
  thresholds: thresholdsReport,
  measures: measuresReport,
  responses: responsesReport,
};
