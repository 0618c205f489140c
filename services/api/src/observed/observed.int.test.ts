import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObservedRefreshAnswer, ObservedStatusesAnswer } from '@waterline/contract/observed';
import type { ProjectManifestsResponse } from '@waterline/contract/data-contract';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import {
  hasRecordedAnswers,
  SHARED_DATA,
  startReplayUpstream,
  type ReplayUpstream,
} from '../upstream/testing/replay-upstream.ts';

type HistoryBody = { entries: { type: string; actor: { name: string }; changes: string[] }[] };
type User = Awaited<ReturnType<TestApi['signUp']>>;

/** Two locations of recorded daily values: a creek with -999999 days listed twice, and a lake level. */
const gauges = {
  locations: [
    { location: 'Creek', site: '03107698', parameter: '00060' },
    { location: 'Lake', site: '05015500', parameter: '62614' },
  ],
};

if (!hasRecordedAnswers())
  describe('observed alternatives', () => it.skip(`skipped: ${SHARED_DATA} is absent`, () => {}));
else
  describeEachDatabase('observed alternatives from a recorded gauge service', (db) => {
    let upstream: ReplayUpstream;
    let api: TestApi;
    let admin: User;
    let counter = 0;

    beforeAll(async () => {
      upstream = await startReplayUpstream();
      api = await startTestApi(db.sql, {
        upstream: { WATERLINE_USGS_URL: `${upstream.url}/nwis`, WATERLINE_UPSTREAM_BACKOFF_MS: '1' },
      });
      admin = await api.signUp({ first: 'Ada', last: 'Admin' });
    });
    afterAll(async () => {
      await api.close();
      await upstream.close();
    });

    async function newProject(): Promise<string> {
      const key = `observed-${Date.now().toString(36)}-${(counter += 1)}`;
      const created = await api.request('POST', '/api/projects/create', {
        token: admin.token,
        body: { project_key: key, data: { title: 'Observed', alternatives: [{ text: 'Base' }] } },
      });
      expect(created.status).toBe(201);
      return key;
    }
    const addObserved = (key: string, token = admin.token) =>
      api.request<ObservedRefreshAnswer & { message?: string }>('POST', `/api/observed/${key}`, {
        token,
        body: { text: 'Gauged', color: '#2ca02c', observed: gauges },
      });
    const history = async (key: string) =>
      (await api.request<HistoryBody>('GET', `/api/project/${key}/history`, { token: admin.token })).body.entries;
    let clockOffset = 0;
    /** Moves the app's clock to noon UTC of `day`. */
    const clockTo = (day: string) => {
      const offset = Date.parse(`${day}T12:00:00Z`) - Date.now();
      api.advanceClock(offset - clockOffset);
      clockOffset = offset;
    };

    it('adds the alternative from the recorded record: gaps and -999999 empty, imported as a CSV would be', async () => {
      const key = await newProject();
      clockTo('2021-07-01');
      const added = await addObserved(key);
      expect(added.status).toBe(201);
      expect(added.body).toEqual({
        success: true,
        available: true,
        range: { firstDay: '2017-04-23', lastDay: '2021-06-29' },
        added: { firstDay: '2017-04-23', lastDay: '2021-06-29' },
      });
      const listed = await api.request<ProjectManifestsResponse>('GET', `/api/project/${key}/manifests`, {
        token: admin.token,
      });
      const observed = listed.body.alternatives.find((alternative) => alternative.key === 'Gauged');
      expect(observed?.dataSource).toBe(`${key}/data/observed-Gauged.csv`);
      expect(
        observed?.manifest?.locations.map(({ location, measure, minYear, maxYear }) => [
          location,
          measure,
          minYear,
          maxYear,
        ]),
      ).toEqual([
        ['Creek', 'cfs', 2017, 2021],
        ['Lake', 'ft', 2017, 2021],
      ]);
      const file = await api.blobs.read(`${key}/data/observed-Gauged.csv`);
      expect(String(file).split('\n').slice(0, 5)).toEqual([
        'Date,Creek:cfs,Lake:ft',
        '2017-04-23,6.82,',
        '2017-04-24,6.04,',
        '2017-04-25,5.62,',
        '2017-04-26,,',
      ]);
      expect((await history(key)).at(-1)?.changes).toEqual([
        'Observed record of "Gauged" refreshed: added 2017-04-23 to 2021-06-29 (record 2017-04-23 to 2021-06-29)',
      ]);
    });

    it('a refresh that added days is an event with their range; one that added none is not; restore keeps working', async () => {
      const key = await newProject();
      clockTo('2021-06-27');
      expect((await addObserved(key)).body).toMatchObject({ range: { lastDay: '2021-06-27' } });
      clockTo('2021-06-30');
      const refreshed = await api.request<ObservedRefreshAnswer>('POST', `/api/observed/${key}/Gauged/refresh`, {
        token: admin.token,
      });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body).toMatchObject({
        available: true,
        added: { firstDay: '2021-06-28', lastDay: '2021-06-29' },
      });
      const again = await api.request<ObservedRefreshAnswer>('POST', `/api/observed/${key}/Gauged/refresh`, {
        token: admin.token,
      });
      // A refresh that brought no new days answers so, and leaves nothing in History.
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ available: true, added: null });
      const entries = await history(key);
      expect(
        entries.filter((entry) => entry.type === 'ObservedRecordRefreshed').map((entry) => entry.changes[0]),
      ).toEqual([
        'Observed record of "Gauged" refreshed: added 2017-04-23 to 2021-06-27 (record 2017-04-23 to 2021-06-27)',
        'Observed record of "Gauged" refreshed: added 2021-06-28 to 2021-06-29 (record 2017-04-23 to 2021-06-29)',
      ]);
      const restored = await api.request<{ events: string[] }>('POST', `/api/project/${key}/restore/1`, {
        token: admin.token,
        body: {},
      });
      expect(restored.status).toBe(200);
      expect(restored.body.events).toContain('AlternativeRemoved');
    });

    it('refuses a site without daily values, and a member who is not an admin, changing nothing', async () => {
      const key = await newProject();
      const empty = await api.request<{ message: string }>('POST', `/api/observed/${key}`, {
        token: admin.token,
        body: {
          text: 'Nowhere',
          observed: { locations: [{ location: 'Creek', site: '01491000', parameter: '00065' }] },
        },
      });
      expect(empty.status).toBe(422);
      expect(empty.body.message).toMatch(/no daily values for Creek \(site 01491000, parameter 00065\)/);
      const stranger = await api.signUp();
      expect((await addObserved(key, stranger.token)).status).toBe(403);
      const badSite = await api.request('POST', `/api/observed/${key}`, {
        token: admin.token,
        body: { text: 'Bad', observed: { locations: [{ location: 'Creek', site: 'x', parameter: '00060' }] } },
      });
      expect(badSite.status).toBe(400);
      expect((await history(key)).map((entry) => entry.type)).toEqual(['ProjectCreated', 'MemberAdded']);
    });

    it('with the service down: added but unavailable, its status says why, and the rest of the project works', async () => {
      const key = await newProject();
      // A day no earlier test asked for: the answer is not one the proxy's cache already holds.
      clockTo('2022-01-01');
      upstream.setMode('down');
      try {
        const added = await addObserved(key);
        expect(added.status).toBe(201);
        expect(added.body).toMatchObject({
          available: false,
          message: expect.stringMatching(/^The gauge service is unavailable/),
        });
        const statuses = await api.request<ObservedStatusesAnswer>('GET', `/api/observed/${key}`, {
          token: admin.token,
        });
        expect(statuses.body.alternatives).toEqual([
          { key: 'Gauged', status: { available: false, checkedAt: expect.any(String), message: added.body.message } },
        ]);
        const refreshed = await api.request<ObservedRefreshAnswer>('POST', `/api/observed/${key}/Gauged/refresh`, {
          token: admin.token,
        });
        expect(refreshed.body).toMatchObject({ available: false });
        expect((await api.request('GET', `/api/project/${key}`, { token: admin.token })).status).toBe(200);
        const listed = await api.request<ProjectManifestsResponse>('GET', `/api/project/${key}/manifests`, {
          token: admin.token,
        });
        expect(listed.status).toBe(200);
        expect((await history(key)).map((entry) => entry.type)).toEqual([
          'ProjectCreated',
          'MemberAdded',
          'AlternativeAdded',
        ]);
      } finally {
        upstream.setMode('replay');
      }
    });
  });
