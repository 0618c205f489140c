import { surveyResponsesTable } from './schema.ts';
import { surveyHistoryTable } from './schema.ts';
import type { SurveyFields } from '@waterline/domain/survey/survey-response';
import type { Sql } from '../db/sql.ts';

/** A standing survey response. */
export interface SurveyResponseRecord {
  id: string;
  fields: SurveyFields;
  private: boolean;
  submittedBy: string;
  submittedAt: string;
  updatedAt: string;
}

type ResponseRow = {
  marker_id: string;
  fields: SurveyFields;
  private: boolean;
  submitted_by: string;
  submitted_at: string;
  updated_at: string;
};

/** A project's responses, oldest first; only the public ones unless `includePrivate` (which only admins may ask for). */
export async function listSurveyResponses(
  sql: Sql,
  projectId: string,
  options: { includePrivate: boolean },
): Promise<SurveyResponseRecord[]> {
  const { rows } = await sql.query<ResponseRow>(
    `SELECT marker_id, fields, private, submitted_by, submitted_at, updated_at FROM ${surveyResponsesTable}
      WHERE project_id = $1 AND ($2 OR NOT private) ORDER BY submitted_at, marker_id`,
    [projectId, options.includePrivate],
  );
  return rows.map((row) => ({
    id: row.marker_id,
    fields: row.fields,
    private: row.private,
    submittedBy: row.submitted_by,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
  }));
}

/**
 * The version of a project's survey stream that its standing responses show (0 before any): each submission, edit and
 * removal writes its history entry in the same transaction as the response, so the responses change only with it.
 */
export async function surveyResponsesVersion(sql: Sql, projectId: string): Promise<number> {
  const { rows } = await sql.query<{ version: number | null }>(
    `SELECT max(version) AS version FROM ${surveyHistoryTable} WHERE project_id = $1`,
    [projectId],
  );
  return rows[0]?.version ?? 0;
}

/** Whether a stored photo belongs to a public or a private response of the project; null when no response holds it. */
export async function findPhotoPrivacy(
  sql: Sql,
  projectId: string,
  photo: string,
): Promise<'public' | 'private' | null> {
  const { rows } = await sql.query<{ private: boolean }>(
    `SELECT private FROM ${surveyResponsesTable} WHERE project_id = $1 AND $2 = ANY(photos) LIMIT 1`,
    [projectId, photo],
  );
  const row = rows[0];
  if (!row) return null;
  return row.private ? 'private' : 'public';
}

/** What happened to a project's survey responses, in stream order. */
export interface SurveyHistoryRecord {
  version: number;
  type: string;
  markerId: string;
  actorId: string;
  occurredAt: string;
}

export async function listSurveyHistory(sql: Sql, projectId: string): Promise<SurveyHistoryRecord[]> {
  const { rows } = await sql.query<{
    version: number;
    event_type: string;
    marker_id: string;
    actor_id: string;
    occurred_at: string;
  }>(
    `SELECT version, event_type, marker_id, actor_id, occurred_at FROM ${surveyHistoryTable} WHERE project_id = $1 ORDER BY version`,
    [projectId],
  );
  return rows.map((row) => ({
    version: row.version,
    type: row.event_type,
    markerId: row.marker_id,
    actorId: row.actor_id,
    occurredAt: row.occurred_at,
  }));
}
