import { afterAll, beforeAll, expect, it } from 'vitest';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

type User = Awaited<ReturnType<TestApi['signUp']>>;

describeEachDatabase('members and roles over HTTP', (db) => {
  let api: TestApi;
  let admin: User;
  let collaborator: User;
  let reader: User;
  let outsider: User;
  let projectId: string;
  const key = `members-${Date.now().toString(36)}`;
  const projectVersion = async () => (await api.store.readStream(streamIds.project(projectId))).length;

  beforeAll(async () => {
    api = await startTestApi(db.sql);
    [admin, collaborator, reader, outsider] = [
      await api.signUp({ first: 'Ada', last: 'Admin' }),
      await api.signUp({ first: 'Cole', last: 'Collaborator' }),
      await api.signUp({ first: 'Rita', last: 'Reader' }),
      await api.signUp({ first: 'Otto', last: 'Outsider' }),
    ];
    const created = await api.request<{ project_id: string }>('POST', '/api/projects/create', {
      token: admin.token,
      body: { project_key: key },
    });
    projectId = created.body.project_id;
  });
  afterAll(() => api.close());

  it('lets the admin add members, who then see the project', async () => {
    const added = await api.request('POST', `/api/project/${key}/users/add`, {
      token: admin.token,
      body: { email: collaborator.email.toUpperCase(), project_id: projectId, role: 2 },
    });
    expect(added).toMatchObject({
      status: 201,
      body: {
        success: true,
        message: 'Member added',
        user: { id: collaborator.id, first: 'Cole', last: 'Collaborator', email: collaborator.email, role: 2 },
      },
    });
    await api.request('POST', `/api/project/${key}/users/add`, {
      token: admin.token,
      body: { email: reader.email, project_id: projectId, role: 3 },
    });
    const members = await api.request('GET', `/api/projectusers/${projectId}`, { token: collaborator.token });
    expect(members.body).toEqual({
      success: true,
      users: [
        { id: admin.id, first: 'Ada', last: 'Admin', email: admin.email, role: 1 },
        { id: collaborator.id, first: 'Cole', last: 'Collaborator', email: collaborator.email, role: 2 },
        { id: reader.id, first: 'Rita', last: 'Reader', email: reader.email, role: 3 },
      ],
    });
    const projects = await api.request<{ projects: { project_key: string; role: number }[] }>('GET', '/api/projects', {
      token: reader.token,
    });
    expect(projects.body.projects).toEqual([{ id: projectId, project_key: key, data: { title: '' }, role: 3 }]);
  });

  it("refuses bad member additions with the admin area's messages and appends nothing", async () => {
    const version = await projectVersion();
    const cases: [Record<string, unknown> | undefined, string | undefined, number, string][] = [
      [
        { email: collaborator.email, project_id: projectId, role: 3 },
        admin.token,
        409,
        'This user is already a member of the project',
      ],
      [
        { email: 'nobody@example.org', project_id: projectId, role: 2 },
        admin.token,
        404,
        'No user found with that email',
      ],
      [
        { email: outsider.email, project_id: projectId, role: 2 },
        collaborator.token,
        403,
        'Only project admins can do this',
      ],
      [{ email: outsider.email, project_id: projectId, role: 2 }, reader.token, 403, 'Only project admins can do this'],
      // Only a project's admin learns whether an email has an account.
      [
        { email: 'nobody@example.org', project_id: projectId, role: 2 },
        reader.token,
        403,
        'Only project admins can do this',
      ],
      [{ email: outsider.email, project_id: projectId, role: 2 }, undefined, 401, 'Please sign in'],
      [{ project_id: projectId, role: 2 }, admin.token, 400, 'email is required'],
      [{ email: 'not-an-email', project_id: projectId, role: 2 }, admin.token, 400, 'Email address is not valid'],
      [
        { email: outsider.email, project_id: projectId, role: 4 },
        admin.token,
        400,
        'Role must be 1 (Admin), 2 (Collaborator) or 3 (Read Only)',
      ],
      [
        { email: outsider.email, project_id: projectId, role: '2' },
        admin.token,
        400,
        'Role must be 1 (Admin), 2 (Collaborator) or 3 (Read Only)',
      ],
      [
        { email: outsider.email, project_id: 'another-project', role: 2 },
        admin.token,
        400,
        'project_id does not belong to this project',
      ],
    ];
    for (const [body, token, status, message] of cases) {
      const response = await api.request('POST', `/api/project/${key}/users/add`, {
        body,
        ...(token ? { token } : {}),
      });
      expect(response, JSON.stringify(body)).toMatchObject({ status, body: { success: false, message } });
    }
    expect(
      await api.request('POST', '/api/project/no-such-project/users/add', {
        token: admin.token,
        body: { email: outsider.email, project_id: projectId, role: 2 },
      }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Unable to find project' },
    });
    expect(await projectVersion()).toBe(version);
  });

  it("lets the admin change another member's role, never their own", async () => {
    const edit = (token: string, body: Record<string, unknown>) =>
      api.request('PUT', `/api/project/${key}/users/edit`, { token, body });
    expect(await edit(admin.token, { user_id: collaborator.id, project_id: projectId, role: 1 })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Role updated' },
    });
    expect(
      (await api.request('GET', `/api/projectusers/role/${key}/${collaborator.id}`, { token: collaborator.token }))
        .body,
    ).toEqual({ success: true, role: 1 });
    await edit(admin.token, { user_id: collaborator.id, project_id: projectId, role: 2 });

    const version = await projectVersion();
    expect(await edit(admin.token, { user_id: admin.id, project_id: projectId, role: 2 })).toMatchObject({
      status: 403,
      body: { success: false, message: 'Cannot edit your own privilages' },
    });
    expect(await edit(reader.token, { user_id: reader.id, project_id: projectId, role: 1 })).toMatchObject({
      status: 403,
      body: { message: 'Cannot edit your own privilages' },
    });
    expect(await edit(collaborator.token, { user_id: reader.id, project_id: projectId, role: 1 })).toMatchObject({
      status: 403,
      body: { message: 'Only project admins can do this' },
    });
    expect(await edit(admin.token, { user_id: outsider.id, project_id: projectId, role: 2 })).toMatchObject({
      status: 404,
      body: { message: 'This user is not a member of the project' },
    });
    expect(await edit(admin.token, { user_id: reader.id, project_id: projectId })).toMatchObject({
      status: 400,
      body: { message: 'role is required' },
    });
    expect(await projectVersion()).toBe(version);
  });

  it('lets a read-only member change nothing', async () => {
    const version = await projectVersion();
    const update = await api.request('PUT', `/api/project/${key}/${projectId}/update`, {
      token: reader.token,
      body: { data: { title: 'Taken over' } },
    });
    expect(update).toMatchObject({ status: 403, body: { message: 'Only project admins can do this' } });
    const add = await api.request('POST', `/api/project/${key}/users/add`, {
      token: reader.token,
      body: { email: outsider.email, project_id: projectId, role: 1 },
    });
    expect(add.status).toBe(403);
    expect((await api.request('POST', `/api/project/${key}/restore/1`, { token: reader.token })).status).toBe(403);
    expect(await projectVersion()).toBe(version);
  });

  it('shows members and roles only to members (a user may always ask for their own role)', async () => {
    expect(await api.request('GET', `/api/projectusers/${projectId}`, { token: outsider.token })).toMatchObject({
      status: 403,
      body: { message: 'Only members of this project can see its members' },
    });
    expect(await api.request('GET', `/api/projectusers/${projectId}`)).toMatchObject({ status: 401 });
    expect(await api.request('GET', '/api/projectusers/no-such-id', { token: admin.token })).toMatchObject({
      status: 404,
      body: { message: 'Unable to find project' },
    });
    expect(
      (await api.request('GET', `/api/projectusers/role/${key}/${outsider.id}`, { token: outsider.token })).body,
    ).toEqual({ success: true, role: null });
    expect(
      (await api.request('GET', `/api/projectusers/role/${key}/${reader.id}`, { token: collaborator.token })).body,
    ).toEqual({ success: true, role: 3 });
    expect(
      await api.request('GET', `/api/projectusers/role/${key}/${reader.id}`, { token: outsider.token }),
    ).toMatchObject({ status: 403 });
  });
});
