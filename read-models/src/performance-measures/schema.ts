/** Every project's saved performance measures (deleted ones removed). */
export const performanceMeasuresTable = 'performance_measures_v1';

export const performanceMeasuresSchema = `
  CREATE TABLE IF NOT EXISTS ${performanceMeasuresTable} (
    pm_id text PRIMARY KEY,
    project_id text NOT NULL,
    data jsonb NOT NULL,
    saved_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    version integer NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${performanceMeasuresTable}_project ON ${performanceMeasuresTable} (project_id);`;
