/** Sign-in credentials: the bcrypt hash from each user's latest `PasswordSet`, looked up by email. */
export const credentialsTable = 'credentials_v1';

export const credentialsSchema = `
  CREATE TABLE IF NOT EXISTS credentials_v1 (
    user_id text PRIMARY KEY,
    email text NOT NULL UNIQUE,
    password_hash text
  );`;
