import type { TestApi } from './test-api.ts';

type SignedUp = Awaited<ReturnType<TestApi['signUp']>>;

export interface TestProject {
  key: string;
  id: string;
}

/**
 * Who and what the viewer's tests need: an admin who created three projects (public, members only,
 * public with an access code), a collaborator (2) and a Read Only member (3) of all three, and a
 * signed-in stranger who is a member of none.
 */
export interface ViewerFixture {
  admin: SignedUp;
  collaborator: SignedUp;
  reader: SignedUp;
  stranger: SignedUp;
  open: TestProject;
  membersOnly: TestProject;
  coded: TestProject & { accessCode: string };
}

let projectCounter = 0;

export async function createViewerFixture(api: TestApi): Promise<ViewerFixture> {
  const [admin, collaborator, reader, stranger] = [
    await api.signUp({ first: 'Ada' }),
    await api.signUp({ first: 'Cole' }),
    await api.signUp({ first: 'Rita' }),
    await api.signUp({ first: 'Stan' }),
  ];
  const create = async (name: string, body: Record<string, unknown>): Promise<TestProject> => {
    const key = `${name}-${++projectCounter}-${Date.now().toString(36)}`;
    const created = await api.request<{ project_id: string }>('POST', '/api/projects/create', {
      token: admin.token,
      body: { project_key: key, data: { title: name }, ...body },
    });
    if (created.status !== 201)
      throw new Error(`Project creation failed: ${created.status} ${JSON.stringify(created.body)}`);
    for (const [member, role] of [
      [collaborator, 2],
      [reader, 3],
    ] as const) {
      const added = await api.request('POST', `/api/project/${key}/users/add`, {
        token: admin.token,
        body: { email: member.email, project_id: created.body.project_id, role },
      });
      if (added.status !== 201)
        throw new Error(`Adding a member failed: ${added.status} ${JSON.stringify(added.body)}`);
    }
    return { key, id: created.body.project_id };
  };
  const accessCode = 'river-code-1';
  return {
    admin,
    collaborator,
    reader,
    stranger,
    open: await create('open', { public: true }),
    membersOnly: await create('members', { public: false }),
    coded: { ...(await create('coded', { public: true, access_code: accessCode })), accessCode },
  };
}
