import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { updateProject } from '@waterline/api';
import {
  apiOf,
  seedProject,
  signIn,
  startTestInstance,
  type SeededProject,
  type TestInstance,
} from './support/test-instance.ts';

const run = promisify(execFile);

let instance: TestInstance;
let seeded: SeededProject;
let token = '';

// The server keeps running on PostgreSQL: the scripts work beside it.
beforeAll(async () => {
  instance = await startTestInstance('postgres');
  seeded = await seedProject(instance);
  token = await signIn(instance, seeded.adminEmail, seeded.adminPassword);
}, 180_000);
afterAll(async () => {
  await instance?.dispose();
});

function restore(args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/src/restore-project.ts', ...args], {
    env: { ...process.env, DATABASE_URL: instance.env.DATABASE_URL },
  });
}

async function title(): Promise<string | undefined> {
  return (await apiOf(instance).answer('openProject', { path: { project_key: 'demo' } })).data?.title;
}

it('npm run history prints the configuration history of a project', async () => {
  const { stdout } = await run('npm', ['run', '-s', 'history', '--', '--project', 'demo', '--format', 'json'], {
    env: { ...process.env, DATABASE_URL: instance.env.DATABASE_URL },
  });
  const page = await apiOf(instance, token).answer('history', { path: { project_key: 'demo' } });
  expect((JSON.parse(stdout) as { version: number }[]).map((row) => row.version)).toEqual(
    page.entries.map((entry) => entry.version),
  );
});

it("restores a project to a version with the History page's command, attributed to the operator", async () => {
  expect(await title()).toBe('Pine River: operations review');
  const before = await apiOf(instance, token).answer('history', { path: { project_key: 'demo' } });
  const titled = before.entries.find((entry) =>
    entry.changes.some((change) => change.includes('Pine River: operations review')),
  )!;

  const { stdout } = await restore(['--project', 'demo', '--version', String(titled.version - 1)]);
  expect(stdout).toBe(
    `Restored demo to version ${titled.version - 1}: now at version ${before.version + 2} (ProjectRestored, ProjectDetailsChanged).\n`,
  );

  await expect.poll(title, { timeout: 20_000 }).toBe('Demo: Pine River operations');
  const after = await apiOf(instance, token).answer('history', { path: { project_key: 'demo' } });
  const restored = after.entries.filter((entry) => entry.version > before.version);
  // One entry for the restore, listing its change.
  expect(restored.map((entry) => [entry.type, entry.actor, entry.version])).toEqual([
    ['ProjectRestored', { id: 'operator', name: 'Operator' }, before.version + 2],
  ]);
  expect(restored[0]?.changes).toEqual([
    `Configuration restored to version ${titled.version - 1}`,
    'Title changed from "Pine River: operations review" to "Demo: Pine River operations"',
  ]);
  // Members stay as they are.
  const members = await apiOf(instance, token).call('projectMembers', { path: { project_id: seeded.projectId } });
  expect(members.status).toBe(200);
  expect(JSON.stringify(members.body)).toContain(seeded.memberId);

  const again = await restore(['--project', 'demo', '--version', String(titled.version - 1)]);
  expect(again.stdout).toBe(`The configuration of demo already matches version ${titled.version - 1}.\n`);
});

it('brings back who may enter only with --restore-access, as the API restore does with restoreAccess', async () => {
  const history = async () =>
    (await apiOf(instance, token).answer('history', { path: { project_key: 'demo' } })).version;
  const hasAccessCode = async () =>
    (await apiOf(instance, token).answer('openProject', { path: { project_key: 'demo' } })).hasAccessCode;
  const before = await history();
  await updateProject(
    instance.waterline.commands,
    { actorId: seeded.adminId, correlationId: 'restore-access-test' },
    { projectId: seeded.projectId, accessCode: 'open sesame' },
  );
  await expect.poll(hasAccessCode, { timeout: 20_000 }).toBe(true);

  const kept = await restore(['--project', 'demo', '--version', String(before)]);
  expect(kept.stdout).toBe(`The configuration of demo already matches version ${before}.\n`);
  expect(await hasAccessCode()).toBe(true);

  const restored = await restore(['--project', 'demo', '--version', String(before), '--restore-access']);
  expect(restored.stdout).toBe(
    `Restored demo to version ${before}: now at version ${before + 3} (ProjectRestored, ProjectAccessChanged).\n`,
  );
  await expect.poll(hasAccessCode, { timeout: 20_000 }).toBe(false);
});

it('refuses an unknown project, a missing version or one that does not exist, with exit code 2, changing nothing', async () => {
  const before = await apiOf(instance, token).answer('history', { path: { project_key: 'demo' } });
  await expect(restore(['--project', 'nowhere', '--version', '1'])).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('Unknown project: nowhere'),
  });
  await expect(restore(['--project', 'demo'])).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('Missing option --version'),
  });
  await expect(restore(['--project', 'demo', '--version', '999'])).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('Version 999 does not exist'),
  });
  expect((await apiOf(instance, token).answer('history', { path: { project_key: 'demo' } })).version).toBe(
    before.version,
  );
}, 60_000);
