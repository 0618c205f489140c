import { projectHistoryEntries } from '@waterline/api';
import { projectsInScope, type ReportContext } from './report-context.ts';
import type { Cell, ReportTable } from './report-table.ts';

/** The configuration history of each project in scope, as the admin History page shows it: one row per version, its changes joined by line breaks. */
export async function historyReport(context: ReportContext): Promise<ReportTable> {
  const rows: Cell[][] = [];
  for (const project of await projectsInScope(context)) {
    for (const entry of await projectHistoryEntries(context.sql, project.id)) {
      rows.push([
        project.key,
        entry.version,
        entry.occurredAt,
        entry.actor.id,
        entry.actor.name,
        entry.type,
        entry.changes.join('\n'),
      ]);
    }
  }
  return { columns: ['project', 'version', 'occurred_at', 'actor_id', 'actor_name', 'event', 'changes'], rows };
}
