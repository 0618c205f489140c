import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import type { Sql } from '@waterline/read-models/db/sql';
import { findUserByEmail } from '@waterline/read-models/users/queries';
import { hashLicenseKey } from '../auth/license-keys.ts';
import { signUserToken } from '../auth/tokens.ts';
import { smtpMailer } from '../mail/mailer.ts';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture.ts';
import {
  configuredLicenseKeys,
  startTestApi,
  streamEventTypes,
  testJwtSecret,
  type TestApi,
} from '../testing/test-api.ts';

/** The reset token from a captured mail (its body may be quoted-printable). */
function resetTokenIn(raw: string): string {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /http:\/\/waterline\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(decoded);
  if (!match?.[1]) throw new Error('No reset link in the mail');
  return match[1];
}

describeEachDatabase('users and auth over HTTP', (db) => {
  let api: TestApi;
  let smtp: SmtpCapture;
  // While set, mail is never delivered: the answer must not wait for it.
  let mailStalled = false;
  // While set, looking a user up by email fails: the forgot-password answer must not depend on that lookup.
  let emailLookupFails = false;
  const sqlWithFailingEmailLookup = (sql: Sql): Sql => ({
    query: (text, params) =>
      emailLookupFails && text.includes('FROM users_v1 WHERE email')
        ? Promise.reject(new Error('the email lookup failed'))
        : sql.query(text, params),
    exec: (text) => sql.exec(text),
    transaction: (work, opening) => sql.transaction(work, opening),
    close: () => sql.close(),
  });
  const signUpBody = (fields: Record<string, unknown>) => ({
    first: 'Ada',
    last: 'Lovelace',
    password: 'analytical engine',
    confirmPassword: 'analytical engine',
    ...fields,
  });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const smtpOut = smtpMailer(smtp.url);
    const mailer = {
      send: (mail: Parameters<typeof smtpOut.send>[0]) =>
        mailStalled ? new Promise<void>(() => undefined) : smtpOut.send(mail),
    };
    api = await startTestApi(sqlWithFailingEmailLookup(db.sql), {
      mailer,
      config: {
        rateLimit: {
          windowMs: 60_000,
          signIn: 1000,
          signUp: 1000,
          passwordReset: 1000,
          accessCode: 1000,
          anonymousWrite: 1000,
        },
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('signs up with an issued license key and answers with the user and a token header', async () => {
    const license = await api.newLicenseKey();
    const response = await api.request('POST', '/api/users/create', {
      body: signUpBody({ email: ' Ada@Example.org ', license }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      user: { first: 'Ada', last: 'Lovelace', email: 'ada@example.org' },
    });
    expect(response.headers.get('access-control-expose-headers')).toContain('token');
    const check = await api.request('GET', '/api/auth/check-token', { token: response.headers.get('token')! });
    expect(check.body).toEqual({
      success: true,
      user: { id: (response.body.user as { id: string }).id, first: 'Ada', last: 'Lovelace', email: 'ada@example.org' },
    });
  });

  it('keeps the password out of every event: only a bcrypt hash is stored', async () => {
    const user = await api.signUp({ password: 'a very secret password' });
    const events = await api.store.readStream(streamIds.user(user.id));
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'PasswordSet']);
    expect(JSON.stringify(events)).not.toContain('a very secret password');
    expect((events[1]!.data as { passwordHash: string }).passwordHash).toMatch(/^\$2b\$10\$/);
  });

  it('accepts each configured key once', async () => {
    const first = await api.request('POST', '/api/users/create', {
      body: signUpBody({ email: 'configured@example.org', license: configuredLicenseKeys[0] }),
    });
    expect(first.status).toBe(201);
    const again = await api.request('POST', '/api/users/create', {
      body: signUpBody({ email: 'configured-again@example.org', license: configuredLicenseKeys[0] }),
    });
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, message: 'This license key has already been used' },
    });
    expect(await findUserByEmail(db.sql, 'configured-again@example.org')).toBeNull();
    // The spent key was refused before the email was reserved: the address can sign up with a valid key.
    const later = await api.request('POST', '/api/users/create', {
      body: signUpBody({ email: 'configured-again@example.org', license: configuredLicenseKeys[1] }),
    });
    expect(later.status).toBe(201);
    expect(await streamEventTypes(api, streamIds.userEmailReservation('configured-again@example.org'))).toEqual([
      'ValueReserved',
    ]);
  });

  it('refuses bad sign-ups with a clear 400 or 409 and stores nothing', async () => {
    const license = await api.newLicenseKey();
    const cases: [Record<string, unknown> | string, number, string][] = [
      [
        {},
        400,
        'first is required; last is required; email is required; password is required; confirmPassword is required (and 1 more)',
      ],
      [signUpBody({ email: 'x@example.org' }), 400, 'license is required'],
      [signUpBody({ email: 'x@example.org', license, first: 42 }), 400, 'first must be text'],
      [signUpBody({ email: 'not-an-email', license }), 400, 'Email address is not valid'],
      [
        signUpBody({ email: 'x@example.org', license, password: 'short', confirmPassword: 'short' }),
        400,
        'Password must be at least 8 characters',
      ],
      [
        signUpBody({ email: 'x@example.org', license, confirmPassword: 'something else' }),
        400,
        'confirmPassword: Passwords do not match',
      ],
      [signUpBody({ email: 'x@example.org', license: 'WL-NOT-A-REAL-KEY' }), 400, 'Invalid license key'],
      [signUpBody({ email: 'ADA@example.org', license }), 409, 'A user with this email already exists'],
      // Without a valid key nobody learns whether an email has an account.
      [signUpBody({ email: 'ADA@example.org', license: 'WL-NOT-A-REAL-KEY' }), 400, 'Invalid license key'],
      ['{"first": ', 400, 'The request body is not valid JSON'],
    ];
    for (const [body, status, message] of cases) {
      const response = await api.request(
        'POST',
        '/api/users/create',
        typeof body === 'string' ? { rawBody: body } : { body },
      );
      expect(response, JSON.stringify(body)).toMatchObject({ status, body: { success: false, message } });
    }
    expect(await findUserByEmail(db.sql, 'x@example.org')).toBeNull();
    expect(await streamEventTypes(api, streamIds.licenseKey(hashLicenseKey(license)))).toEqual(['LicenseKeyIssued']);
    expect(await streamEventTypes(api, streamIds.userEmailReservation('x@example.org'))).toEqual([]);
  });

  it('limits sign-ups per address', async () => {
    const limited = await startTestApi(db.sql, {
      config: {
        rateLimit: {
          windowMs: 60_000,
          signIn: 1000,
          signUp: 2,
          passwordReset: 1000,
          accessCode: 1000,
          anonymousWrite: 1000,
        },
      },
    });
    try {
      const attempt = () =>
        limited.request('POST', '/api/users/create', {
          body: signUpBody({ email: 'limited@example.org', license: 'WL-NOT-A-REAL-KEY' }),
        });
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      expect(await attempt()).toMatchObject({
        status: 429,
        body: { success: false, message: 'Too many attempts; please try again later' },
      });
    } finally {
      await limited.close();
    }
  });

  it('signs in with the right password only, with the token in a header', async () => {
    const user = await api.signUp({ password: 'right password' });
    const good = await api.request('POST', '/api/users/signin', {
      body: { email: user.email.toUpperCase(), password: 'right password' },
    });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ success: true, user: { id: user.id, email: user.email } });
    expect(
      (
        await api.request('GET', '/api/auth/check-token', {
          headers: { authorization: `Bearer ${good.headers.get('token')}` },
        })
      ).status,
    ).toBe(200);
    for (const body of [
      { email: user.email, password: 'wrong password' },
      { email: 'nobody@example.org', password: 'right password' },
    ]) {
      const refused = await api.request('POST', '/api/users/signin', { body });
      expect(refused).toMatchObject({ status: 401, body: { success: false, message: 'Invalid credentials' } });
      expect(refused.headers.get('token')).toBeNull();
    }
    expect(await api.request('POST', '/api/users/signin', { body: { email: user.email } })).toMatchObject({
      status: 400,
      body: { message: 'password is required' },
    });
  });

  it('refuses a missing, forged, expired or misused token', async () => {
    const user = await api.signUp();
    const forged = jwt.sign({}, 'another-secret-of-sufficient-length-000000', {
      algorithm: 'HS256',
      subject: user.id,
      audience: 'waterline:user',
      expiresIn: 600,
    });
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, testJwtSecret, {
      algorithm: 'HS256',
      subject: user.id,
      audience: 'waterline:user',
    });
    const wrongAudience = jwt.sign({}, testJwtSecret, {
      algorithm: 'HS256',
      subject: user.id,
      audience: 'waterline:project-access',
      expiresIn: 600,
    });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, aud: 'waterline:user' })).toString('base64url')}.`;
    const cases: [string | undefined, string][] = [
      [undefined, 'Please sign in'],
      [forged, 'Invalid token; please sign in again'],
      [expired, 'Your session has expired; please sign in again'],
      [wrongAudience, 'Invalid token; please sign in again'],
      [unsigned, 'Invalid token; please sign in again'],
    ];
    for (const [token, message] of cases) {
      expect(await api.request('GET', '/api/auth/check-token', token ? { token } : {})).toMatchObject({
        status: 401,
        body: { success: false, message },
      });
    }
    expect((await api.request('GET', '/api/auth/check-token', { token: user.token })).status).toBe(200);
  });

  it('refuses a validly signed token of a user that does not exist, for reads and writes', async () => {
    const ghost = signUserToken(testJwtSecret, 'no-such-user', 0, 600);
    expect(await api.request('GET', '/api/auth/check-token', { token: ghost })).toMatchObject({
      status: 401,
      body: { message: 'Invalid token; please sign in again' },
    });
    const created = await api.request('POST', '/api/projects/create', {
      token: ghost,
      body: { project_key: `ghost-${Date.now()}`, data: { title: 'Ghost' } },
    });
    expect(created).toMatchObject({
      status: 401,
      body: { success: false, message: 'Invalid token; please sign in again' },
    });
  });

  it('ends every earlier session on a password reset, and on sign out everywhere', async () => {
    const user = await api.signUp({ password: 'old password' });
    const second =
      (
        await api.request('POST', '/api/users/signin', { body: { email: user.email, password: 'old password' } })
      ).headers.get('token') ?? '';
    expect((await api.request('GET', '/api/auth/check-token', { token: second })).status).toBe(200);

    const ended = await api.request('POST', '/api/auth/sign-out-everywhere', { token: second });
    expect(ended).toMatchObject({ status: 200, body: { success: true, message: 'Signed out everywhere' } });
    for (const token of [user.token, second]) {
      expect(await api.request('GET', '/api/auth/check-token', { token })).toMatchObject({
        status: 401,
        body: { message: 'This session has ended; please sign in again' },
      });
    }
    const fresh =
      (
        await api.request('POST', '/api/users/signin', { body: { email: user.email, password: 'old password' } })
      ).headers.get('token') ?? '';
    expect((await api.request('GET', '/api/auth/check-token', { token: fresh })).status).toBe(200);

    await api.request('POST', `/api/auth/forgot-password/${encodeURIComponent(user.email)}`);
    const resetLink = resetTokenIn((await smtp.nextMailTo(user.email)).raw);
    await api.request('POST', `/api/auth/reset-password/${resetLink}`, {
      body: { password: 'new password', confirmPassword: 'new password' },
    });
    expect(await api.request('GET', '/api/auth/check-token', { token: fresh })).toMatchObject({
      status: 401,
      body: { message: 'This session has ended; please sign in again' },
    });
    const afterReset =
      (
        await api.request('POST', '/api/users/signin', { body: { email: user.email, password: 'new password' } })
      ).headers.get('token') ?? '';
    expect((await api.request('GET', '/api/auth/check-token', { token: afterReset })).status).toBe(200);
  });

  it("refuses an admin's command after sign out everywhere, before telling whether the project exists", async () => {
    const admin = await api.signUp();
    const key = `ended-${Date.now()}`;
    const created = await api.request<{ project_id: string }>('POST', '/api/projects/create', {
      token: admin.token,
      body: { project_key: key, data: { title: 'Before' } },
    });
    const projectId = created.body.project_id;
    const eventsBefore = await streamEventTypes(api, streamIds.project(projectId));
    await api.request('POST', '/api/auth/sign-out-everywhere', { token: admin.token });
    const ended = { status: 401, body: { message: 'This session has ended; please sign in again' } };
    const update = { token: admin.token, body: { data: { title: 'After' } } };
    expect(await api.request('PUT', `/api/project/${key}/${projectId}/update`, update)).toMatchObject(ended);
    expect(await api.request('PUT', `/api/project/no-such-project/${projectId}/update`, update)).toMatchObject(ended);
    expect(
      await api.request('POST', `/api/project/${key}/users/add`, {
        token: admin.token,
        body: { email: admin.email, project_id: projectId, role: 2 },
      }),
    ).toMatchObject(ended);
    expect(await streamEventTypes(api, streamIds.project(projectId))).toEqual(eventsBefore);
  });

  it('resets a forgotten password through a mailed link, once', async () => {
    const user = await api.signUp({ password: 'old password' });
    const forgot = await api.request('POST', `/api/auth/forgot-password/${encodeURIComponent(user.email)}`);
    expect(forgot).toMatchObject({
      status: 200,
      body: { success: true, message: `A reset link was sent to ${user.email}` },
    });
    const mail = await smtp.nextMailTo(user.email);
    expect(mail.raw).toContain('Subject: Reset your Waterline password');
    const token = resetTokenIn(mail.raw);
    expect(JSON.stringify(await api.store.readStream(streamIds.user(user.id)))).not.toContain(token);
    expect(api.logger.lines.join('\n')).not.toContain(token);

    const mismatch = await api.request('POST', `/api/auth/reset-password/${token}`, {
      body: { password: 'new password', confirmPassword: 'other password' },
    });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'confirmPassword: Passwords do not match' } });
    const reset = await api.request('POST', `/api/auth/reset-password/${token}`, {
      body: { password: 'new password', confirmPassword: 'new password' },
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true, message: 'Your password was reset.' } });
    expect(
      (await api.request('POST', '/api/users/signin', { body: { email: user.email, password: 'old password' } }))
        .status,
    ).toBe(401);
    expect(
      (await api.request('POST', '/api/users/signin', { body: { email: user.email, password: 'new password' } }))
        .status,
    ).toBe(200);
    const reused = await api.request('POST', `/api/auth/reset-password/${token}`, {
      body: { password: 'third password', confirmPassword: 'third password' },
    });
    expect(reused).toMatchObject({
      status: 400,
      body: { success: false, message: 'This reset link is invalid or has expired' },
    });
  });

  it('refuses an expired reset link and changes nothing', async () => {
    const user = await api.signUp({ password: 'kept password' });
    await api.request('POST', `/api/auth/forgot-password/${user.email}`);
    const token = resetTokenIn((await smtp.nextMailTo(user.email)).raw);
    api.advanceClock(api.config.resetTokenTtlMs + 1000);
    const late = await api.request('POST', `/api/auth/reset-password/${token}`, {
      body: { password: 'new password', confirmPassword: 'new password' },
    });
    expect(late).toMatchObject({ status: 400, body: { message: 'This reset link is invalid or has expired' } });
    expect(
      (await api.request('POST', '/api/users/signin', { body: { email: user.email, password: 'kept password' } }))
        .status,
    ).toBe(200);
    expect(await streamEventTypes(api, streamIds.user(user.id))).toEqual([
      'UserRegistered',
      'PasswordSet',
      'PasswordResetRequested',
    ]);
  });

  it('answers a known email without waiting for the reset or its mail, exactly as an unknown one', async () => {
    const user = await api.signUp();
    mailStalled = true;
    try {
      const known = await api.request('POST', `/api/auth/forgot-password/${user.email}`);
      const unknown = await api.request('POST', `/api/auth/forgot-password/x${user.email}`);
      expect(known).toMatchObject({
        status: 200,
        body: { success: true, message: `A reset link was sent to ${user.email}` },
      });
      expect(Object.keys(unknown.body as object)).toEqual(Object.keys(known.body as object));
      expect(unknown.status).toBe(known.status);
    } finally {
      mailStalled = false;
    }
  });

  it('answers forgot-password before looking the email up, and logs a failed lookup without the email', async () => {
    const user = await api.signUp();
    const linesBefore = api.logger.lines.length;
    emailLookupFails = true;
    try {
      const known = await api.request('POST', `/api/auth/forgot-password/${user.email}`);
      expect(known).toMatchObject({
        status: 200,
        body: { success: true, message: `A reset link was sent to ${user.email}` },
      });
      await vi.waitFor(
        () => expect(api.logger.lines.slice(linesBefore).join('\n')).toContain('the email lookup failed'),
        {
          timeout: 20_000,
          interval: 50,
        },
      );
    } finally {
      emailLookupFails = false;
    }
    expect(api.logger.lines.slice(linesBefore).join('\n')).not.toContain(user.email);
    expect(await streamEventTypes(api, streamIds.user(user.id))).toEqual(['UserRegistered', 'PasswordSet']);
  });

  it('answers the same for an unknown email and sends nothing; refuses a malformed one', async () => {
    const unknown = await api.request('POST', '/api/auth/forgot-password/nobody@example.org');
    expect(unknown).toMatchObject({
      status: 200,
      body: { success: true, message: 'A reset link was sent to nobody@example.org' },
    });
    // Mails go after the answer: once a later request's mail has come, the unknown email's turn has passed.
    const known = await api.signUp();
    await api.request('POST', `/api/auth/forgot-password/${known.email}`);
    await smtp.nextMailTo(known.email);
    expect(smtp.mails.filter((mail) => mail.to.includes('nobody@example.org'))).toEqual([]);
    expect(await api.request('POST', '/api/auth/forgot-password/not-an-email')).toMatchObject({
      status: 400,
      body: { message: 'Email address is not valid' },
    });
    expect(
      await api.request('POST', '/api/auth/reset-password/made-up-token', {
        body: { password: 'new password', confirmPassword: 'new password' },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'This reset link is invalid or has expired' },
    });
  });
});
