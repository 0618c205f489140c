import express, { Router } from 'express';
import type { Sql } from '@waterline/read-models/db/sql';
import { startProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import { viewerProjections } from '@waterline/read-models/viewer-projections';
import type { ApiContext } from '../app-context.ts';
import { createRateLimiters } from '../http/rate-limits.ts';
import { startTestApi, type TestApi, type TestApiOptions } from './test-api.ts';
import { viewerRouters } from '../routes/viewer-routers.ts';
import { noDataLocations } from '../projects/data-locations.ts';

/**
 * The test API (the real app) with the viewer's routers mounted through its `extraRouters` hook and
 * the viewer's read models kept by a second projection runner over the same store. Commands wait for
 * both runners, so a route answers once every read model it touches has caught up.
 */
export async function startViewerTestApi(sql: Sql, options: Omit<TestApiOptions, 'extraRouters'> = {}): Promise<TestApi> {
  // Mounted empty: the routers need the app's store and configuration, which exist once startTestApi returns.
  const viewerApi = Router();
  const api = await startTestApi(sql, { ...options, extraRouters: () => [viewerApi] });
  const viewerRunner = await startProjectionRunner({ sql, store: api.store, projections: viewerProjections, pollIntervalMs: 50 });
  const ctx: ApiContext = {
    sql,
    config: api.config,
    commands: { eventStore: api.store, clock: () => new Date(), bcryptCost: api.config.bcryptCost },
    mailer: { send: () => Promise.reject(new Error('The viewer routes send no mail')) },
    logger: api.logger,
    projections: {
      async waitForPosition(position, timeoutMs) {
        const [core, viewer] = await Promise.all([api.runner.waitForPosition(position, timeoutMs), viewerRunner.waitForPosition(position, timeoutMs)]);
        return core && viewer;
      },
    },
    limiters: createRateLimiters(api.config.rateLimit),
    dataLocations: noDataLocations,
  };
  // Mounted before the app's own JSON parser, so the viewer's routers parse their bodies here.
  viewerApi.use(express.json({ limit: '1mb' }), ...viewerRouters(ctx));
  return {
    ...api,
    async close() {
      await viewerRunner.stop();
      await api.close();
    },
  };
}

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
  const [admin, collaborator, reader, stranger] = [await api.signUp({ first: 'Ada' }), await api.signUp({ first: 'Cole' }), await api.signUp({ first: 'Rita' }), await api.signUp({ first: 'Stan' })];
  const create = async (name: string, body: Record<string, unknown>): Promise<TestProject> => {
    const key = `${name}-${++projectCounter}-${Date.now().toString(36)}`;
    const created = await api.request<{ project_id: string }>('POST', '/api/projects/create', { token: admin.token, body: { project_key: key, data: { title: name }, ...body } });
    if (created.status !== 201) throw new Error(`Project creation failed: ${created.status} ${JSON.stringify(created.body)}`);
    for (const [member, role] of [[collaborator, 2], [reader, 3]] as const) {
      const added = await api.request('POST', `/api/project/${key}/users/add`, { token: admin.token, body: { email: member.email, project_id: created.body.project_id, role } });
      if (added.status !== 201) throw new Error(`Adding a member failed: ${added.status} ${JSON.stringify(added.body)}`);
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
