/** Every project's current thresholds (deleted ones removed), looked up by project and location. */
export const thresholdsTable = 'thresholds_v1';

export const thresholdsSchema = `
  CREATE TABLE IF NOT EXISTS ${thresholdsTable} (
    threshold_id text PRIMARY KEY,
    project_id text NOT NULL,
    location text NOT NULL,
    data jsonb NOT NULL,
    added_by text,
    added_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    version integer NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${thresholdsTable}_project_location ON ${thresholdsTable} (project_id, location);`;
