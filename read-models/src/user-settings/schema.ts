/** Each signed-in user's y-axis settings per project and location. */
export const yAxisSettingsTable = 'y_axis_settings_v1';

export const yAxisSettingsSchema = `
  CREATE TABLE IF NOT EXISTS y_axis_settings_v1 (
    project_id text NOT NULL,
    user_id text NOT NULL,
    location text NOT NULL,
    yaxis jsonb NOT NULL,
    updated_at timestamptz NOT NULL,
    version integer NOT NULL,
    PRIMARY KEY (project_id, user_id, location)
  );`;
