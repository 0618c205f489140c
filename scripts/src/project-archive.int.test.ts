import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectHistoryEntries } from '@waterline/api/projects/history-entries';
import { listPerformanceMeasures } from '@waterline/read-models/performance-measures/queries';
import { listProjectMembers } from '@waterline/read-models/project-members/queries';
import { findProjectByKey } from '@waterline/read-models/projects/queries';
import { listSurveyResponses } from '@waterline/read-models/survey-responses/queries';
import { listThresholds } from '@waterline/read-models/thresholds/queries';
import { askApi, createTestInstance, runScript, seedProject, startTestInstance, type SeededProject, type TestInstance } from './support/test-instance.ts';

let source: TestInstance;
let embedded: TestInstance;
let server: TestInstance;
let seeded: SeededProject;
let sourceSnapshot: unknown;

/** What a visitor and the read models see of the demo project: configuration, history, members, thresholds, measures, responses, blobs and the charts' answers. */
async function snapshot(instance: TestInstance) {
  const { sql, blobs } = instance.waterline;
  const project = (await findProjectByKey(sql, 'demo'))!;
  const view = await askApi<{ data: { alternatives: { dataSource: string }[] } }>(instance, 'GET', '/api/project/demo');
  const charts = [];
  for (const { dataSource } of view.body.data.alternatives) {
    const manifest = await askApi<{ importKey: string; locations: { index: number }[] }>(instance, 'GET', `/api/project/demo/data/${dataSource}/manifest`);
    const summaries = [];
    for (const { index } of manifest.body.locations) summaries.push((await askApi(instance, 'GET', `/api/project/demo/series/${manifest.body.importKey}/${index}/summary?startDay=1`)).body);
    charts.push({ manifest: manifest.body, summaries });
  }
  const stored = [];
  for (const { key } of await blobs.list('demo/')) stored.push({ key, ...(await blobs.head(key)) });
  return {
    project: { id: project.id, version: project.version, configuration: project.configuration },
    view: view.body,
    history: await projectHistoryEntries(sql, project.id),
    members: await listProjectMembers(sql, project.id),
    thresholds: await listThresholds(sql, project.id),
    measures: await listPerformanceMeasures(sql, project.id),
    responses: await listSurveyResponses(sql, project.id, { includePrivate: true }),
    blobs: stored,
    charts,
  };
}

beforeAll(async () => {
  source = await startTestInstance('postgres');
  seeded = await seedProject(source);
  sourceSnapshot = await snapshot(source);
  embedded = await createTestInstance('pglite');
  server = await createTestInstance('postgres');
}, 240_000);
afterAll(async () => {
  await Promise.all([source?.dispose(), embedded?.dispose(), server?.dispose()]);
});

describe('export-project and import-project', () => {
  const archive = () => join(source.env.WATERLINE_DATA_DIR!, '..', 'demo.jsonl.gz');

  it('exports a project from a running PostgreSQL instance into one archive, without password hashes', async () => {
    const { stdout } = await runScript(source, 'export-project.ts', ['--project', 'demo', '--out', archive()]);
    expect(stdout).toMatch(/^Exported demo to .*demo\.jsonl\.gz: \d+ events in \d+ streams, \d+ blobs, 2 member profiles\.\n$/);
    const lines = gunzipSync(await readFile(archive())).toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as { record: string; streamId?: string; key?: string });
    const streams = new Set(lines.filter((line) => line.record === 'event').map((line) => line.streamId));
    expect(streams).toEqual(
      new Set([`project-${seeded.projectId}`, 'project-key-demo', `survey-${seeded.projectId}`, ...seeded.thresholdIds.map((id) => `threshold-${id}`), `performance-measure-${seeded.pmId}`]),
    );
    expect(lines.filter((line) => line.record === 'blob').map((line) => line.key)).toEqual(expect.arrayContaining(['demo/data/demo-baseline.csv', 'demo/layers/pine-river.geojson', 'demo/pump/transects.csv']));
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/passwordHash|\$2[aby]\$/);
  });

  it('imports it into a fresh embedded instance (PGlite): same configuration, history, data files and charts', async () => {
    const { stdout } = await runScript(embedded, 'import-project.ts', ['--in', archive()]);
    expect(stdout).toContain('Imported demo: ');
    expect(stdout).toContain('Member accounts made here without a usable password');
    expect(stdout).toContain('The read models hold the project.');
    await embedded.start();
    expect(await snapshot(embedded)).toEqual(sourceSnapshot);
    // The accounts came without their passwords: the old one does not sign in.
    const signIn = await askApi(embedded, 'POST', '/api/users/signin', { body: { email: seeded.adminEmail, password: seeded.adminPassword } });
    expect(signIn.status).toBe(401);
  });

  it('and back from the embedded instance into a fresh PostgreSQL one', async () => {
    await embedded.stop();
    const again = join(embedded.env.WATERLINE_DATA_DIR!, '..', 'demo-again.jsonl.gz');
    await runScript(embedded, 'export-project.ts', ['--project', 'demo', '--out', again]);
    await runScript(server, 'import-project.ts', ['--in', again]);
    await server.start();
    expect(await snapshot(server)).toEqual(sourceSnapshot);
  });

  it('refuses a project key that exists, and an archive that is not whole, changing nothing', async () => {
    const eventCount = async () => (await server.waterline.sql.query<{ count: string }>('SELECT count(*) FROM events')).rows[0]!.count;
    const before = await eventCount();
    await expect(runScript(server, 'import-project.ts', ['--in', archive()])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('A project with the key "demo" already exists in this instance: nothing was imported.'),
    });
    const truncated = join(source.env.WATERLINE_DATA_DIR!, '..', 'truncated.jsonl.gz');
    const lines = gunzipSync(await readFile(archive())).toString('utf8').trim().split('\n');
    await writeFile(truncated, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    await expect(runScript(server, 'import-project.ts', ['--in', truncated])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('its end record is missing') });
    await expect(runScript(server, 'export-project.ts', ['--project', 'nowhere', '--out', truncated])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown project: nowhere') });
    expect(await eventCount()).toBe(before);
  }, 120_000);
});
