import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

type User = Awaited<ReturnType<TestApi['signUp']>>;
type HistoryBody = {
  version: number;
  entries: {
    version: number;
    type: string;
    actor: { id: string; name: string };
    changes: string[];
    occurredAt: string;
  }[];
};
type ProjectBody = {
  version: number;
  hasAccessCode: boolean;
  data: { title: string; alternatives: { text: string; color: string }[] };
};

describeEachDatabase('history and restore over HTTP', (db) => {
  let api: TestApi;
  let admin: User;
  let member: User;
  let projectId: string;
  const key = `history-${Date.now().toString(36)}`;
  const update = (body: unknown) =>
    api.request('PUT', `/api/project/${key}/${projectId}/update`, { token: admin.token, body });

  beforeAll(async () => {
    api = await startTestApi(db.sql);
    admin = await api.signUp({ first: 'Ada', last: 'Admin' });
    member = await api.signUp({ first: 'Max', last: 'Member' });
    const created = await api.request<{ project_id: string }>('POST', '/api/projects/create', {
      token: admin.token,
      body: { project_key: key, data: { title: 'First title', alternatives: [{ text: 'Base', color: '#111111' }] } },
    });
    projectId = created.body.project_id;
    await update({ data: { title: 'Second title' } }); // version 3
    await update({
      access_code: 'open sesame',
      data: { alternatives: [{ text: 'Base', color: '#222222' }, { text: 'Alt 1' }] },
    }); // 4, 5, 6
    await api.request('POST', `/api/project/${key}/users/add`, {
      token: admin.token,
      body: { email: member.email, project_id: projectId, role: 3 },
    }); // 7
  });
  afterAll(() => api.close());

  it('lists who did what and when, in words, oldest first', async () => {
    const history = await api.request<HistoryBody>('GET', `/api/project/${key}/history`, { token: admin.token });
    expect(history.status).toBe(200);
    expect(history.body.version).toBe(7);
    expect(history.body.entries.map((entry) => [entry.version, entry.type, entry.actor.name, entry.changes])).toEqual([
      [
        1,
        'ProjectCreated',
        'Ada Admin',
        [`Project "${key}" created`, 'Title "First title"', 'Access: public without an access code', '1 alternative'],
      ],
      [2, 'MemberAdded', 'Ada Admin', ['Ada Admin added as Admin']],
      [3, 'ProjectDetailsChanged', 'Ada Admin', ['Title changed from "First title" to "Second title"']],
      [
        4,
        'ProjectAccessChanged',
        'Ada Admin',
        ['Access changed from public without an access code to public with an access code'],
      ],
      [5, 'AlternativeRecoloured', 'Ada Admin', ['Alternative "Base" colour changed from #111111 to #222222']],
      [6, 'AlternativeAdded', 'Ada Admin', ['Alternative "Alt 1" added']],
      [7, 'MemberAdded', 'Ada Admin', ['Max Member added as Read Only']],
    ]);
    expect(history.body.entries[0]!.actor.id).toBe(admin.id);
    expect(Date.parse(history.body.entries[0]!.occurredAt)).not.toBeNaN();
    expect(JSON.stringify(history.body)).not.toContain('$2b$');
  });

  it('shows the project as it was at any version', async () => {
    const atThree = await api.request<ProjectBody>('GET', `/api/project/${key}/history/3`, { token: admin.token });
    expect(atThree.body).toMatchObject({
      success: true,
      version: 3,
      data: {
        version: 3,
        hasAccessCode: false,
        data: { title: 'Second title', alternatives: [{ text: 'Base', color: '#111111' }] },
      },
    });
    const atSix = await api.request<{ data: ProjectBody }>('GET', `/api/project/${key}/history/6`, {
      token: admin.token,
    });
    expect(atSix.body.data).toMatchObject({
      hasAccessCode: true,
      data: { alternatives: [{ color: '#222222' }, { text: 'Alt 1' }] },
    });
  });

  it('restores an old configuration with new events, keeping history, members and who may enter', async () => {
    const before = (await api.request<HistoryBody>('GET', `/api/project/${key}/history`, { token: admin.token })).body
      .entries;
    const restored = await api.request('POST', `/api/project/${key}/restore/3`, { token: admin.token });
    expect(restored).toMatchObject({
      status: 200,
      body: { success: true, message: 'Restored to version 3', version: 10 },
    });
    expect(restored.body.events).toEqual(['ProjectRestored', 'AlternativeRemoved', 'AlternativeRecoloured']);
    const now = await api.request<ProjectBody>('GET', `/api/project/${key}`, { token: admin.token });
    expect(now.body).toMatchObject({
      version: 10,
      hasAccessCode: true,
      data: { title: 'Second title', alternatives: [{ text: 'Base', color: '#111111' }] },
    });

    const after = (await api.request<HistoryBody>('GET', `/api/project/${key}/history`, { token: admin.token })).body
      .entries;
    expect(after.slice(0, before.length)).toEqual(before);
    // One entry for the restore, at the version of its last change: the restored configuration.
    expect(after.slice(before.length).map((entry) => [entry.version, entry.changes])).toEqual([
      [
        10,
        [
          'Configuration restored to version 3',
          'Alternative "Alt 1" removed',
          'Alternative "Base" colour changed from #222222 to #111111',
        ],
      ],
    ]);
    expect(
      (await api.request('GET', `/api/projectusers/role/${key}/${member.id}`, { token: admin.token })).body.role,
    ).toBe(3);

    const again = await api.request('POST', `/api/project/${key}/restore/3`, { token: admin.token });
    expect(again.body).toMatchObject({
      success: true,
      message: 'The configuration already matches version 3',
      version: 10,
      events: [],
    });

    // Asked for explicitly, the access of version 3 comes back too.
    const withAccess = await api.request('POST', `/api/project/${key}/restore/3`, {
      token: admin.token,
      body: { restoreAccess: true },
    });
    expect(withAccess.body).toMatchObject({
      success: true,
      version: 12,
      events: ['ProjectRestored', 'ProjectAccessChanged'],
    });
    expect(
      (await api.request<ProjectBody>('GET', `/api/project/${key}`, { token: admin.token })).body.hasAccessCode,
    ).toBe(false);
    expect(
      await api.request('POST', `/api/project/${key}/restore/3`, {
        token: admin.token,
        body: { restoreAccess: 'yes' },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'restoreAccess must be true or false' },
    });
  });

  it('refuses bad versions and anyone but an admin', async () => {
    const cases: [string, string, string | undefined, number, string][] = [
      ['GET', `/api/project/${key}/history/0`, admin.token, 400, 'version must be at least 1'],
      ['GET', `/api/project/${key}/history/abc`, admin.token, 400, 'version must be a whole number'],
      ['GET', `/api/project/${key}/history/999`, admin.token, 404, 'Version 999 does not exist'],
      ['POST', `/api/project/${key}/restore/999`, admin.token, 404, 'Version 999 does not exist'],
      ['POST', `/api/project/${key}/restore/1.5`, admin.token, 400, 'version must be a whole number'],
      ['GET', `/api/project/${key}/history`, member.token, 403, 'Only project admins can do this'],
      ['POST', `/api/project/${key}/restore/3`, member.token, 403, 'Only project admins can do this'],
      ['GET', `/api/project/${key}/history`, undefined, 401, 'Please sign in'],
      ['GET', '/api/project/no-such-project/history', admin.token, 404, 'Unable to find project'],
    ];
    for (const [method, path, token, status, message] of cases) {
      expect(await api.request(method, path, token ? { token } : {}), `${method} ${path}`).toMatchObject({
        status,
        body: { success: false, message },
      });
    }
  });
});
