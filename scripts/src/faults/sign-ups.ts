import { randomBytes } from 'node:crypto';
import type { Sql } from '@waterline/read-models/db/sql';

/** What became of one sign-up: 2xx acknowledged, 4xx refused, a 5xx or no answer unknown. */
export interface SentSignUp {
  email: string;
  baseUrl: string;
  outcome: 'acknowledged' | 'refused' | 'unknown';
  status: number | null;
}

export interface SignUpOptions {
  /** The API processes to send to, asked before each sign-up: sign-ups take turns among them. */
  baseUrls(): readonly string[];
  /** License keys the processes accept (WATERLINE_LICENSE_KEYS), one per sign-up; no more sign-ups once they are spent. */
  licenseKeys: readonly string[];
  done(): boolean;
  /** A request unanswered after this long counts as a hang. */
  requestTimeoutMs: number;
}

const PASSWORD = 'scaled out password';

/** License keys for `SignUpOptions.licenseKeys`, as WATERLINE_LICENSE_KEYS lists them. */
export function newLicenseKeys(count: number): string[] {
  return Array.from({ length: count }, () => randomBytes(12).toString('hex'));
}

/**
 * Signs up one new user after another, taking turns among the processes, each from an address of its own (sent as
 * X-Forwarded-For, so the per-address limit on sign-ups is not reached). After a 201, signs the new user in on another
 * process and reports it to `readYourWrites` if that fails: the account must be there for every process at once.
 */
export async function runSignUps(options: SignUpOptions, readYourWrites: string[]): Promise<SentSignUp[]> {
  const sent: SentSignUp[] = [];
  for (let index = 0; index < options.licenseKeys.length && !options.done(); index += 1) {
    const baseUrls = options.baseUrls();
    const baseUrl = baseUrls[index % baseUrls.length]!;
    const address = `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const signUp: SentSignUp = {
      email: `scaled-${index}-${randomBytes(4).toString('hex')}@example.org`,
      baseUrl,
      outcome: 'unknown',
      status: null,
    };
    sent.push(signUp);
    const answer = await post(options, baseUrl, '/api/users/create', address, {
      first: 'Scaled',
      last: `Out ${index}`,
      email: signUp.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      license: options.licenseKeys[index],
    });
    signUp.status = answer?.status ?? null;
    if (answer && answer.status < 300) signUp.outcome = 'acknowledged';
    else if (answer && answer.status < 500) signUp.outcome = 'refused';
    if (answer?.status !== 201) continue;
    const elsewhere = options.baseUrls().find((other) => other !== baseUrl);
    if (!elsewhere) continue;
    const signIn = await post(options, elsewhere, '/api/users/signin', address, {
      email: signUp.email,
      password: PASSWORD,
    });
    // A process that is gone or a database that is cut answers nothing or 503: that says nothing of the account.
    if (signIn && signIn.status < 500 && signIn.status !== 200)
      readYourWrites.push(`${signUp.email} signed up on ${baseUrl}, then signing in on ${elsewhere}: ${signIn.status}`);
  }
  return sent;
}

async function post(
  options: SignUpOptions,
  baseUrl: string,
  path: string,
  address: string,
  body: unknown,
): Promise<Response | undefined> {
  try {
    const answer = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.requestTimeoutMs),
    });
    await answer.arrayBuffer();
    return answer;
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new Error(`No answer to ${path} on ${baseUrl} within ${options.requestTimeoutMs} ms`, { cause: error });
    return undefined;
  }
}

/** Every acknowledged sign-up registered once in the log and once in the users' read model; none registered twice. */
export async function findSignUpProblems(sql: Sql, sent: readonly SentSignUp[]): Promise<string[]> {
  const problems: string[] = [];
  const { rows: registered } = await sql.query<{ email: string; count: number }>(
    "SELECT data->>'email' AS email, count(*)::int AS count FROM events WHERE type = 'UserRegistered' GROUP BY 1",
  );
  const { rows: users } = await sql.query<{ email: string; count: number }>(
    'SELECT email, count(*)::int AS count FROM users_v1 GROUP BY 1',
  );
  const inLog = new Map(registered.map((row) => [row.email, row.count]));
  const inReadModel = new Map(users.map((row) => [row.email, row.count]));
  for (const signUp of sent) {
    const logged = inLog.get(signUp.email) ?? 0;
    const projected = inReadModel.get(signUp.email) ?? 0;
    if (logged > 1) problems.push(`${signUp.email} is registered ${logged} times`);
    if (projected !== logged) problems.push(`${signUp.email} is ${logged} times in the log, ${projected} in users_v1`);
    if (signUp.outcome === 'acknowledged' && logged === 0)
      problems.push(`${signUp.email} was acknowledged (${signUp.status}) but is not in the log`);
    if (signUp.outcome === 'refused' && logged > 0)
      problems.push(`${signUp.email} was refused (${signUp.status}) but is in the log`);
  }
  return problems;
}
