/** Each project's current configuration (access code only as its bcrypt hash) and stream version, by id and by key. */
export const projectsTable = 'projects_v3';

export const projectsSchema = `
  CREATE TABLE IF NOT EXISTS projects_v3 (
    project_id text PRIMARY KEY,
    project_key text NOT NULL UNIQUE,
    created_by text NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    version integer NOT NULL,
    configuration jsonb NOT NULL
  );`;
