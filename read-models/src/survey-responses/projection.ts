import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { parseSurveyEvent, surveyEventSchemas } from '@waterline/domain/survey/survey';
import { isPrivateResponse, photoNamesOf } from '@waterline/domain/survey/survey-response';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { entityTableWrites } from '../entity-table.ts';
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
  text: `INSERT INTO ${surveyHistoryTable} (project_id, version, event_type, marker_id, actor_id, occurred_at)
         SELECT project_id, version, event_type, marker_id, actor_id, occurred_at FROM rows ON CONFLICT (project_id, version) DO NOTHING`,
  keep: 'first',
  key: (row) => JSON.stringify([row.project_id, row.version]),
};

// An edit or a removal changes only the response of its own project: another project's survey naming the marker
// changes nothing.
const responses = entityTableWrites<
  ResponseRow & { project_id: string; submitted_by: string },
  ResponseRow & { project_id: string },
  { marker_id: string; project_id: string }
>({
  table: surveyResponsesTable,
  id: 'marker_id',
  scope: 'project_id',
  added: { private: 'boolean', fields: 'jsonb', photos: 'text[]', submitted_by: 'text' },
  addedAt: 'submitted_at',
  edited: { private: 'boolean', fields: 'jsonb', photos: 'text[]' },
  timeType: 'text',
});

export const surveyResponsesProjection: Projection = {
  name: surveyResponsesTable,
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
          await writes.add(responses.add, row);
          break;
        }
        case 'SurveyMarkerEdited': {
          const { fields } = event.data;
          await writes.add(responses.edit, {
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
          await writes.add(responses.remove, { marker_id: markerId, project_id: projectId });
      }
    }
    await writes.flush();
  },
};
