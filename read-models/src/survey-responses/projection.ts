import { parseSurveyEvent, surveyStreamId } from '@waterline/domain/survey/survey';
import { isPrivateResponse, photoNamesOf } from '@waterline/domain/survey/survey-response';
import type { Projection } from '../projection.ts';
import { surveyHistoryTable, surveyResponsesSchema, surveyResponsesTable } from './schema.ts';

const surveyStreamPrefix = surveyStreamId('');

export const surveyResponsesProjection: Projection = {
  name: 'survey_responses_v1',
  tables: [surveyResponsesTable, surveyHistoryTable],
  schema: surveyResponsesSchema,
  async apply(tx, recorded) {
    const event = recorded.streamId.startsWith(surveyStreamPrefix) ? parseSurveyEvent(recorded) : null;
    if (!event) return;
    const { occurredAt, actorId } = recorded.metadata;
    const { markerId, projectId } = event.data;
    await tx.query(
      `INSERT INTO survey_history_v1 (project_id, version, event_type, marker_id, actor_id, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (project_id, version) DO NOTHING`,
      [projectId, recorded.version, event.type, markerId, actorId, occurredAt],
    );
    switch (event.type) {
      case 'MarkerSubmitted': {
        const { fields } = event.data;
        await tx.query(
          `INSERT INTO survey_responses_v1 (marker_id, project_id, private, fields, photos, submitted_by, submitted_at, updated_at, version)
           VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $7, $8) ON CONFLICT (marker_id) DO NOTHING`,
          [markerId, projectId, isPrivateResponse(fields), JSON.stringify(fields), photoNamesOf(fields), actorId, occurredAt, recorded.version],
        );
        return;
      }
      case 'SurveyMarkerEdited': {
        const { fields } = event.data;
        await tx.query(
          'UPDATE survey_responses_v1 SET private = $2, fields = $3::jsonb, photos = $4, updated_at = $5, version = $6 WHERE marker_id = $1 AND version < $6',
          [markerId, isPrivateResponse(fields), JSON.stringify(fields), photoNamesOf(fields), occurredAt, recorded.version],
        );
        return;
      }
      case 'SurveyMarkerRemoved':
        await tx.query('DELETE FROM survey_responses_v1 WHERE marker_id = $1', [markerId]);
    }
  },
};
