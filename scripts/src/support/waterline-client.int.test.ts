import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedProject, startTestInstance, type SeededProject, type TestInstance } from './test-instance.ts';
import { WaterlineClient } from './waterline-client.ts';

let instance: TestInstance;
let seeded: SeededProject;

beforeAll(async () => {
  instance = await startTestInstance('postgres');
  seeded = await seedProject(instance);
}, 180_000);
afterAll(async () => {
  await instance?.dispose();
});

it('signs in, creates a project and publishes its alternatives through the typed API', async () => {
  const client = await WaterlineClient.signIn(instance.baseUrl, seeded.adminEmail, seeded.adminPassword);
  await client.createProject('client-made', 'Made by the client');
  await client.publishAlternatives('client-made', [
    {
      name: 'Base',
      fileName: 'base.csv',
      csv: 'Date,Fort Peck Dam:cfs\n2001-01-01,8000\n2001-01-02,8100\n',
      color: '#1f77b4',
    },
  ]);

  const { data: project } = await client.api.answer('adminProject', { path: { project_key: 'client-made' } });
  expect(project.data.title).toBe('Made by the client');
  expect(project.data.alternatives?.map(({ text, dataSource }) => ({ text, dataSource }))).toEqual([
    { text: 'Base', dataSource: 'base.csv' },
  ]);
  const refused = await client.api.call('createProject', { body: { project_key: 'client-made' } });
  expect(refused).toMatchObject({ ok: false, status: 409 });
});

it('refuses a wrong password with the status', async () => {
  await expect(WaterlineClient.signIn(instance.baseUrl, seeded.adminEmail, 'not the password')).rejects.toThrow(
    /Sign-in as .* failed: 401/,
  );
});
