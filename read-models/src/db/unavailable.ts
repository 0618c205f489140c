/** The database could not be reached, or dropped the connection mid-statement: worth trying again shortly. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// Socket failures, PostgreSQL's connection exceptions (class 08) and shutdowns (57P01-57P03), and a statement it
// cancelled (57014: statement_timeout, the database too busy to answer in time).
const CONNECTION_FAILURE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);
// What `pg` says when a connection ends under a query, cannot be opened in time, or does not answer a query in time.
const CONNECTION_FAILURE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection closed|Query read timeout)/;

export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_FAILURE_CODES.has(code) || code.startsWith('08'))) return true;
  return CONNECTION_FAILURE_MESSAGES.test(error.message);
}

/** `error` as a DatabaseUnavailableError when it is a connection failure, else unchanged. */
export function asUnavailable(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
}
