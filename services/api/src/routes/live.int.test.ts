import { afterAll, beforeAll, expect, it } from 'vitest';
import { aSurveyResponse } from '@waterline/domain/survey/examples';
import { aThreshold } from '@waterline/domain/thresholds/examples';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { PROJECT_CHANGED, SURVEY_RESPONSE_ADDED, type ProjectChanged } from '@waterline/contract/live';
import { CATCH_UP_LIMIT, tooManyFromAddressMessage, tooManyStreamsMessage } from '../live/live-streams.ts';
import { LiveReader } from '../testing/live-reader.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { createViewerFixture, type ViewerFixture } from '../testing/viewer-fixture.ts';

describeEachDatabase('the live stream of a project', (db) => {
  let api: TestApi;
  let other: TestApi;
  let f: ViewerFixture;
  const readers: LiveReader[] = [];
  let addressCounter = 0;
  /** Each stream from an address of its own (the app trusts X-Forwarded-For here), unless a test shares one. */
  const address = () => `198.51.100.${++addressCounter}`;

  const open = async (projectKey: string, headers: Record<string, string> = {}, app = api) => {
    const reader = await LiveReader.open(`${app.baseUrl}/api/live/${projectKey}`, {
      'x-forwarded-for': address(),
      ...headers,
    });
    readers.push(reader);
    return reader;
  };
  const addThreshold = (app: TestApi, name: string) =>
    app.request('POST', `/api/thresholds/${f.open.key}`, {
      token: f.collaborator.token,
      body: { data: aThreshold({ name }) },
    });
  const rename = (title: string) =>
    api.request('PUT', `/api/project/${f.open.key}/${f.open.id}/update`, {
      token: f.admin.token,
      body: { data: { title } },
    });
  const settings = { maxStreams: 12, maxStreamsPerAddress: 2, heartbeatSeconds: 1 };

  beforeAll(async () => {
    const config = { trustProxy: 'loopback', live: settings };
    api = await startTestApi(db.sql, { config });
    other = await startTestApi(db.sql, { config });
    f = await createViewerFixture(api);
    const opened = await api.request<{ data: Record<string, unknown> }>('GET', `/api/admin/project/${f.open.key}`, {
      token: f.admin.token,
    });
    await api.request('PUT', `/api/project/${f.open.key}/${f.open.id}/update`, {
      token: f.admin.token,
      body: { data: { ...opened.body.data, mapSurveyEnabled: true } },
    });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await other?.close();
    await api?.close();
  });

  it('tells a change made through the API once the read models hold it, with its version and its log position', async () => {
    const visitor = await open(f.open.key);
    expect(visitor.status).toBe(200);
    expect((await rename('Renamed live')).status).toBe(200);
    const changed = await visitor.next(PROJECT_CHANGED);
    const project = await api.request<{ version: number; data: { title: string } }>(
      'GET',
      `/api/project/${f.open.key}`,
    );
    expect(project.body.data.title).toBe('Renamed live');
    expect(changed.data).toEqual({ version: project.body.version, parts: ['project'] });
    expect(changed.id).toMatch(/^\d+-\d+$/);

    expect((await addThreshold(api, 'Flood stage')).status).toBe(201);
    const threshold = await visitor.next(PROJECT_CHANGED, 1);
    expect(threshold.data).toEqual({ parts: ['thresholds'] });
    const listed = await api.request<{ thresholds: { data: { name: string } }[] }>(
      'GET',
      `/api/thresholds/${f.open.key}`,
    );
    expect(listed.body.thresholds.map((entry) => entry.data.name)).toContain('Flood stage');
  });

  it('tells a stream on one app of a change made through another app on the same database', async () => {
    const visitor = await open(f.open.key);
    await visitor.until((reader) => reader.text.includes(': open'));
    expect((await addThreshold(other, 'From the other app')).status).toBe(201);
    expect((await visitor.next(PROJECT_CHANGED)).data).toEqual({ parts: ['thresholds'] });
  });

  it('is behind the project gate: members only to strangers, the access code, an unknown project', async () => {
    const stranger = await open(f.membersOnly.key, { token: f.stranger.token });
    expect(stranger.status).toBe(403);
    expect((await open(f.membersOnly.key)).status).toBe(403);
    expect((await open(f.coded.key)).status).toBe(403);
    expect((await open('no-such-project-here')).status).toBe(404);
    const member = await open(f.membersOnly.key, { token: f.reader.token });
    expect(member.status).toBe(200);
  });

  it("announces a private survey response to the project's admins only, and never its content", async () => {
    const visitor = await open(f.open.key);
    const admin = await open(f.open.key, { token: f.admin.token });
    await visitor.until((reader) => reader.text.includes(': open'));
    await admin.until((reader) => reader.text.includes(': open'));
    const submit = (fields: unknown) =>
      api.request('POST', `/api/map-markers/${f.open.key}`, {
        headers: { 'x-forwarded-for': address() },
        body: { data: { data: fields } },
      });
    expect((await submit(aSurveyResponse({ private: true, concern: 'Secret concern' }))).status).toBe(201);
    expect((await submit(aSurveyResponse({ private: false, concern: 'Open concern' }))).status).toBe(201);
    // Both to the admin: one message each, or one counting two when they left in one batch.
    const toldAdmin = () =>
      admin.messages
        .filter((message) => message.event === SURVEY_RESPONSE_ADDED)
        .reduce((sum, message) => sum + (message.data as { count: number }).count, 0);
    await admin.until(() => toldAdmin() === 2);
    const publicOne = await visitor.next(SURVEY_RESPONSE_ADDED);
    expect(publicOne.data).toEqual({ count: 1 });
    // The public response came after the private one: had the private one been told, it would be here first.
    expect(visitor.messages.filter((message) => message.event === SURVEY_RESPONSE_ADDED)).toHaveLength(1);
    expect(visitor.text).not.toContain('concern');
    expect(admin.text).not.toContain('Secret concern');
  });

  it('catches a page that comes back with Last-Event-ID up from there, and a far-back one with a single change', async () => {
    const first = await open(f.open.key);
    await rename('Before the gap');
    const seen = await first.next(PROJECT_CHANGED);
    first.close();
    await rename('During the gap');
    await addThreshold(api, 'During the gap');
    const back = await open(f.open.key, { 'last-event-id': seen.id! });
    const missed = await back.next(PROJECT_CHANGED);
    // Both changes since that id, in one message (the page refetches once).
    expect(missed.id).not.toBe(seen.id);
    expect((missed.data as ProjectChanged).parts.sort()).toEqual(['project', 'thresholds']);

    // More events than a catch-up reads since that id: one "changed" of everything rather than a replay.
    await api.store.append(
      'live-test-filler',
      Array.from({ length: CATCH_UP_LIMIT + 1 }, () => ({
        eventId: crypto.randomUUID(),
        type: 'LiveTestFiller',
        data: {},
        metadata: {
          actorId: 'test',
          correlationId: 'filler',
          causationId: 'filler',
          occurredAt: new Date().toISOString(),
        },
      })),
    );
    await rename('After the filler');
    const current = await open(f.open.key);
    await addThreshold(api, 'After the filler');
    await current.next(PROJECT_CHANGED);
    const far = await open(f.open.key, { 'last-event-id': seen.id! });
    const summary = await far.next(PROJECT_CHANGED);
    expect(summary.data).toEqual({ parts: ['project', 'thresholds', 'performance-measures', 'survey'] });
  });

  it('caps the streams per address (429) and per process (503), and beats a heartbeat', async () => {
    const shared = address();
    const streams = [
      await open(f.open.key, { 'x-forwarded-for': shared }),
      await open(f.open.key, { 'x-forwarded-for': shared }),
    ];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    const refused = await open(f.open.key, { 'x-forwarded-for': shared });
    expect(refused.status).toBe(429);
    await refused.until((reader) => reader.ended);
    expect(JSON.parse(refused.text)).toEqual({ success: false, message: tooManyFromAddressMessage });
    await streams[0]!.until((reader) => reader.text.includes(': heartbeat'));

    const opened: LiveReader[] = [];
    for (;;) {
      const next = await open(f.open.key);
      if (next.status !== 200) {
        expect(next.status).toBe(503);
        await next.until((reader) => reader.ended);
        expect(JSON.parse(next.text)).toMatchObject({ message: tooManyStreamsMessage });
        break;
      }
      opened.push(next);
    }
    const metrics = await (await fetch(`${api.baseUrl}/metrics`)).text();
    expect(metrics).toContain(`waterline_live_streams_open ${settings.maxStreams}`);
    for (const reader of [...opened, ...streams]) reader.close();
    // A closed stream frees its place.
    await expect.poll(async () => (await open(f.open.key)).status).toBe(200);
  });
});
