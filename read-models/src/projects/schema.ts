/**
 * Each project's current configuration (access code only as its bcrypt hash) and stream version, by id and by key, and
 * its access version: one more at every change of the access code, so a code brought back does not revive old tokens.
 */
export const projectsTable = 'projects_v4';

export const projectsSchema = `
  CREATE TABLE IF NOT EXISTS ${projectsTable} (
    project_id text PRIMARY KEY,
    project_key text NOT NULL UNIQUE,
    created_by text NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    version integer NOT NULL,
    access_version integer NOT NULL DEFAULT 0,
    configuration jsonb NOT NULL
  );`;
