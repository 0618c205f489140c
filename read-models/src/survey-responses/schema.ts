/** Every project's standing survey responses, and the log of what happened to them for the History page. */
export const surveyResponsesTable = 'survey_responses_v1';
export const surveyHistoryTable = 'survey_history_v1';

export const surveyResponsesSchema = `
  CREATE TABLE IF NOT EXISTS ${surveyResponsesTable} (
    marker_id text PRIMARY KEY,
    project_id text NOT NULL,
    private boolean NOT NULL,
    fields jsonb NOT NULL,
    photos text[] NOT NULL,
    submitted_by text NOT NULL,
    submitted_at text NOT NULL,
    updated_at text NOT NULL,
    version integer NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${surveyResponsesTable}_project ON ${surveyResponsesTable} (project_id, submitted_at);
  CREATE TABLE IF NOT EXISTS ${surveyHistoryTable} (
    project_id text NOT NULL,
    version integer NOT NULL,
    event_type text NOT NULL,
    marker_id text NOT NULL,
    actor_id text NOT NULL,
    occurred_at text NOT NULL,
    PRIMARY KEY (project_id, version)
  );`;
