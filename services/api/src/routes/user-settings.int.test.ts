import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { describeEachDatabase } from '@waterline/read-models/db/testing';
import type { UserSettingsAnswer } from '@waterline/contract/user-settings';
import { startTestApi, streamEventTypes, type TestApi } from '../testing/test-api.ts';
import { createViewerFixture, type TestProject, type ViewerFixture } from '../testing/viewer-fixture.ts';

const locked = { autorange: false, range: [0, 30000] };
const auto = { autorange: true, range: [-5, 12.5] };

describeEachDatabase('y-axis settings over HTTP', (db) => {
  let api: TestApi;
  let f: ViewerFixture;

  const path = (project: TestProject, location: string) =>
    `/api/user-settings/${project.key}/${encodeURIComponent(location)}`;
  async function settings(project: TestProject, location: string, token: string): Promise<unknown> {
    const response = await api.request<UserSettingsAnswer>('GET', path(project, location), { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.yaxis;
  }

  beforeAll(async () => {
    api = await startTestApi(db.sql);
    f = await createViewerFixture(api);
  });
  afterAll(() => api.close());

  it("saves and reads each signed-in user's settings per project and location", async () => {
    expect(await settings(f.open, 'Fort Peck Dam', f.collaborator.token)).toBeNull();
    const saved = await api.request('POST', path(f.open, 'Fort Peck Dam'), {
      token: f.collaborator.token,
      body: { yaxis: locked },
    });
    expect(saved).toMatchObject({ status: 200, body: { success: true, data: { yaxis: locked } } });
    expect(await settings(f.open, 'Fort Peck Dam', f.collaborator.token)).toEqual(locked);
    expect(await settings(f.open, 'Fort Peck Outflow', f.collaborator.token)).toBeNull();
    expect(await settings(f.open, 'Fort Peck Dam', f.stranger.token)).toBeNull();
    expect(await settings(f.membersOnly, 'Fort Peck Dam', f.collaborator.token)).toBeNull();

    await api.request('POST', path(f.open, 'Fort Peck Dam'), { token: f.collaborator.token, body: { yaxis: auto } });
    expect(await settings(f.open, 'Fort Peck Dam', f.collaborator.token)).toEqual(auto);
    await api.request('POST', path(f.open, 'Fort Peck Dam'), { token: f.collaborator.token, body: { yaxis: auto } });
    const stream = streamIds.yAxisSettings(f.open.id, f.collaborator.id);
    expect(await streamEventTypes(api, stream)).toEqual(['YAxisSettingsSaved', 'YAxisSettingsSaved']);
    expect((await api.store.readStream(stream))[0]?.metadata.actorId).toBe(f.collaborator.id);
  });

  it('is for signed-in users only', async () => {
    expect(await api.request('GET', path(f.open, 'Fort Peck Dam'))).toMatchObject({
      status: 401,
      body: { success: false, message: 'Please sign in' },
    });
    expect(await api.request('POST', path(f.open, 'Fort Peck Dam'), { body: { yaxis: locked } })).toMatchObject({
      status: 401,
      body: { success: false },
    });
    expect(await api.request('GET', path(f.open, 'Fort Peck Dam'), { token: 'not-a-token' })).toMatchObject({
      status: 401,
    });
  });

  it("follows the project gate, and keeps Read Only members' own settings", async () => {
    const stranger = await api.request('POST', path(f.membersOnly, 'Dam'), {
      token: f.stranger.token,
      body: { yaxis: locked },
    });
    expect(stranger).toMatchObject({
      status: 403,
      body: { success: false, message: 'Only members of this project can open it' },
    });
    expect(await streamEventTypes(api, streamIds.yAxisSettings(f.membersOnly.id, f.stranger.id))).toEqual([]);
    expect(await api.request('GET', path(f.coded, 'Dam'), { token: f.stranger.token })).toMatchObject({ status: 403 });
    expect(
      await api.request('GET', path({ key: 'no-such-project', id: '' }, 'Dam'), { token: f.stranger.token }),
    ).toMatchObject({ status: 404 });
    await api.request('POST', path(f.membersOnly, 'Dam'), { token: f.reader.token, body: { yaxis: locked } });
    expect(await settings(f.membersOnly, 'Dam', f.reader.token)).toEqual(locked);
  });

  it('refuses settings that are not Auto Range or a locked [min, max] with min below max, and saves nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'yaxis is required'],
      [{ yaxis: { autorange: false, range: [10, 10] } }, 'The minimum must be below the maximum'],
      [{ yaxis: { autorange: false, range: [1] } }, 'range must be [min, max]'],
      [{ yaxis: { autorange: 'yes', range: [0, 1] } }, 'autorange must be true or false'],
      [{ yaxis: { autorange: true, range: [0, 'top'] } }, 'yaxis.range.1'],
    ];
    for (const [body, message] of cases) {
      const response = await api.request('POST', path(f.open, 'Refused'), { token: f.admin.token, body });
      expect(response, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { success: false, message: expect.stringContaining(message) },
      });
    }
    expect(await streamEventTypes(api, streamIds.yAxisSettings(f.open.id, f.admin.id))).toEqual([]);
  });
});
