/** Every event of every project stream, in stream order, for the history page and "as of version N". */
export const projectHistoryTable = 'project_history_v1';

export const projectHistorySchema = `
  CREATE TABLE IF NOT EXISTS project_history_v1 (
    project_id text NOT NULL,
    version integer NOT NULL,
    event_type text NOT NULL,
    actor_id text NOT NULL,
    occurred_at text NOT NULL,
    data jsonb NOT NULL,
    PRIMARY KEY (project_id, version)
  );`;
