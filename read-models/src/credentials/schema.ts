/**
 * Sign-in credentials: the bcrypt hash from each user's latest `PasswordSet`, looked up by email,
 * and the session version a user token must carry (one more after each reset or 'sign out everywhere').
 */
export const credentialsTable = 'credentials_v2';

export const credentialsSchema = `
  CREATE TABLE IF NOT EXISTS credentials_v2 (
    user_id text PRIMARY KEY,
    email text NOT NULL UNIQUE,
    password_hash text,
    session_version integer NOT NULL DEFAULT 0
  );`;
