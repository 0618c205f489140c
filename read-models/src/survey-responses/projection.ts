import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { parseSurveyEvent, surveyEventSchemas } from '@waterline/domain/survey/survey';
import { isPrivateResponse, photoNamesOf } from '@waterline/domain/survey/survey-response';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { surveyHistoryTable, surveyResponsesSchema, surveyResponsesTable } from './schema.ts';

const surveyStreamPrefix = streamIds.survey('');

interface ResponseRow {
  marker_id: string;
  private: boolean;
  fields: unknown;
  photos: string[];
  updated_at: string;
  version: number;
}

const recordEntry: RowStatement<{
  project_id: string;
  version: number;
  event_type: string;
  marker_id: string;
  actor_id: string;
  occurred_at: string;
}> = {
  table: surveyHistoryTable,
  columns: 'project_id text, version integer, event_type text, marker_id text, actor_id text, occurred_at text',
  text: `INSERT INTO survey_history_v1 (project_id, version, event_type, marker_id, actor_id, occurred_at)
         SELECT project_id, version, event_type, marker_id, actor_id, occurred_at FROM rows ON CONFLICT (project_id, version) DO NOTHING`,
  keep: 'first',
  key: (row) => JSON.stringify([row.project_id, row.version]),
};

const submitResponse: RowStatement<ResponseRow & { project_id: string; submitted_by: string }> = {
  table: surveyResponsesTable,
  columns:
    'marker_id text, project_id text, private boolean, fields jsonb, photos text[], submitted_by text, updated_at text, version integer',
  text: `INSERT INTO survey_responses_v1 (marker_id, project_id, private, fields, photos, submitted_by, submitted_at, updated_at, version)
         SELECT marker_id, project_id, private, fields, photos, submitted_by, updated_at, updated_at, version FROM rows ON CONFLICT (marker_id) DO NOTHING`,
  keep: 'first',
  key: (row) => row.marker_id,
};

// A project's survey is one stream, so the last edit of a marker in a batch carries its highest version. An edit or a
// removal changes only the response of its own project: another project's survey naming the marker changes nothing.
const editResponse: RowStatement<ResponseRow & { project_id: string }> = {
  table: surveyResponsesTable,
  columns:
    'marker_id text, project_id text, private boolean, fields jsonb, photos text[], updated_at text, version integer',
  text: `UPDATE survey_responses_v1 s SET private = rows.private, fields = rows.fields, photos = rows.photos, updated_at = rows.updated_at, version = rows.version
         FROM rows WHERE s.marker_id = rows.marker_id AND s.project_id = rows.project_id AND s.version < rows.version`,
  keep: 'last',
  key: (row) => JSON.stringify([row.project_id, row.marker_id]),
};

const removeResponse: RowStatement<{ marker_id: string; project_id: string }> = {
  table: surveyResponsesTable,
  columns: 'marker_id text, project_id text',
  text: 'DELETE FROM survey_responses_v1 s USING rows WHERE s.marker_id = rows.marker_id AND s.project_id = rows.project_id',
  keep: 'first',
  key: (row) => JSON.stringify([row.project_id, row.marker_id]),
};

export const surveyResponsesProjection: Projection = {
  name: 'survey_responses_v1',
  tables: [surveyResponsesTable, surveyHistoryTable],
  schema: surveyResponsesSchema,
  handles: readsEventsOf(surveyEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      const event = recorded.streamId.startsWith(surveyStreamPrefix) ? parseSurveyEvent(recorded) : null;
      if (!event) continue;
      const { occurredAt, actorId } = recorded.metadata;
      const { markerId, projectId } = event.data;
      const { version } = recorded;
      await writes.add(recordEntry, {
        project_id: projectId,
        version,
        event_type: event.type,
        marker_id: markerId,
        actor_id: actorId,
        occurred_at: occurredAt,
      });
      switch (event.type) {
        case 'MarkerSubmitted': {
          const { fields } = event.data;
          const row = {
            marker_id: markerId,
            project_id: projectId,
            private: isPrivateResponse(fields),
            fields,
            photos: photoNamesOf(fields),
            submitted_by: actorId,
            updated_at: occurredAt,
            version,
          };
          await writes.add(submitResponse, row);
          break;
        }
        case 'SurveyMarkerEdited': {
          const { fields } = event.data;
          await writes.add(editResponse, {
            marker_id: markerId,
            project_id: projectId,
            private: isPrivateResponse(fields),
            fields,
            photos: photoNamesOf(fields),
            updated_at: occurredAt,
            version,
          });
          break;
        }
        case 'SurveyMarkerRemoved':
          await writes.add(removeResponse, { marker_id: markerId, project_id: projectId });
      }
    }
    await writes.flush();
  },
};
