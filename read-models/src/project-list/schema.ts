/** The "My Projects" list: each project's key and title, and who may see it in their list. */
export const projectListTables = ['project_list_v1', 'project_list_members_v1'];

export const projectListSchema = `
  CREATE TABLE IF NOT EXISTS project_list_v1 (
    project_id text PRIMARY KEY,
    project_key text NOT NULL,
    title text NOT NULL
  );
  CREATE TABLE IF NOT EXISTS project_list_members_v1 (
    user_id text NOT NULL,
    project_id text NOT NULL,
    role smallint NOT NULL,
    PRIMARY KEY (user_id, project_id)
  );`;
