/** Registered users' public profile: never a password hash (those live in `credentials_v1`). */
export const usersTable = 'users_v1';

export const usersSchema = `
  CREATE TABLE IF NOT EXISTS users_v1 (
    user_id text PRIMARY KEY,
    email text NOT NULL UNIQUE,
    first text NOT NULL,
    last text NOT NULL,
    registered_at timestamptz NOT NULL
  );`;
