/** Members of each project with their role (1 Admin, 2 Collaborator, 3 Read Only). */
export const projectMembersTable = 'project_members_v1';

export const projectMembersSchema = `
  CREATE TABLE IF NOT EXISTS project_members_v1 (
    project_id text NOT NULL,
    user_id text NOT NULL,
    role smallint NOT NULL,
    added_at timestamptz NOT NULL,
    PRIMARY KEY (project_id, user_id)
  );`;
