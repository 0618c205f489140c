import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { startS3TestServer, type S3TestServer } from '../blobs/testing/s3-test-server.ts';
import { killWhenPrinted } from '../testing/kill-when-printed.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { sweepDataLeftovers } from './data-sweep.ts';
import { createPublicProject, saveAlternatives, uploadThroughApi } from '../testing/project-setup.ts';

const crashProcess = fileURLToPath(new URL('./crash-mid-write.ts', import.meta.url));
const graceMs = 60 * 60_000;
const csv = (value: number) => `Date,Dam:cfs,Gauge:ft\n2001-01-01,${value},1\n2001-01-02,7,2\n`;

/** Runs the crash process until it stands at its stopping point, then SIGKILLs it. */
async function killMidWrite(mode: 'upload' | 'import' | 'write', env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', crashProcess, mode], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await killWhenPrinted(child, 'stopped');
}

// What a process killed mid-import or mid-write leaves, and uploads no alternative was given: kept through the grace
// period, removed after it; nothing an event names, nor the imports of its content, ever.
describeEachDatabase('the data sweep', (db) => {
  for (const kind of ['folder', 's3'] as const) {
    describe(`with blobs in ${kind === 'folder' ? 'the data folder' : 'S3'}`, () => {
      let s3: S3TestServer | undefined;
      let api: TestApi;
      let admin: Awaited<ReturnType<TestApi['signUp']>>;
      let storeEnv: Record<string, string> = {};
      let projectCount = 0;

      beforeAll(async () => {
        if (kind === 's3') {
          s3 = await startS3TestServer();
          storeEnv = (await s3.newBucket()).env;
        }
        api = await startTestApi(db.sql, { blobStore: storeEnv });
        admin = await api.signUp({ first: 'Ada' });
      });
      afterAll(async () => {
        await api?.close();
        await s3?.close();
      });

      /** A new public project of the admin, with no alternatives; its key. */
      async function newProject(): Promise<{ key: string; id: string }> {
        projectCount += 1;
        const key = `sweep-${kind}-${Date.now().toString(36)}-${projectCount}`;
        return { key, id: await createPublicProject(api, admin.token, key) };
      }

      const sweep = (now: Date) =>
        sweepDataLeftovers(
          { sql: db.sql, eventStore: api.store, blobs: api.blobs, dataFiles: api.dataFiles, graceMs },
          now,
        );
      const pastGrace = () => new Date(Date.now() + graceMs + 60_000);
      const keys = async (prefix: string) => (await api.blobs.list(prefix)).map((blob) => blob.key);
      const crashEnv = (key: string) => ({ ...storeEnv, WATERLINE_DATA_DIR: api.dataDir, CRASH_PROJECT: key });

      it('removes the import of an upload killed before its CSV was stored, once past the grace period', async () => {
        const { key } = await newProject();
        await killMidWrite('upload', { ...crashEnv(key), CRASH_CSV: csv(1) });
        const left = await keys(`${key}/series/`);
        expect(left.filter((blob) => blob.endsWith('.manifest.json'))).toHaveLength(1);
        expect(left.filter((blob) => /\.\d+\.json\.gz$/.test(blob))).toHaveLength(2);
        expect(await keys(`${key}/data/`)).toEqual([]);
        expect(await api.dataFiles.storedImportBytes(key)).toBeGreaterThan(0);

        expect((await sweep(new Date())).imports).toBe(0);
        expect(await keys(`${key}/series/`)).toEqual(left);
        expect((await sweep(pastGrace())).imports).toBeGreaterThanOrEqual(1);
        expect(await keys(`${key}/series/`)).toEqual([]);
        expect(await api.dataFiles.storedImportBytes(key)).toBe(0);
      });

      it('removes the series of an import killed before its manifest, once past the grace period', async () => {
        const { key } = await newProject();
        await killMidWrite('import', { ...crashEnv(key), CRASH_CSV: csv(2) });
        const left = await keys(`${key}/series/`);
        expect(left.length).toBeGreaterThan(0);
        expect(left.filter((blob) => blob.endsWith('.manifest.json'))).toEqual([]);

        await sweep(new Date());
        expect(await keys(`${key}/series/`)).toEqual(left);
        await sweep(pastGrace());
        expect(await keys(`${key}/series/`)).toEqual([]);
      });

      it('keeps every file an event names and its imports, and removes an upload never named past the grace period', async () => {
        const { key, id } = await newProject();
        const upload = (name: string, value: number) => uploadThroughApi(api, admin.token, key, name, csv(value));
        const save = async (alternatives: { text: string; dataSource: string }[]) => {
          const saved = await saveAlternatives(api, admin.token, { key, id }, alternatives);
          expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        };
        const used = await upload('used.csv', 10);
        const first = await upload('flows-v1.csv', 11);
        const removed = await upload('removed.csv', 12);
        await save([
          { text: 'Base', dataSource: used },
          { text: 'Flows', dataSource: first },
          { text: 'Gone', dataSource: removed },
        ]);
        const second = await upload('flows-v2.csv', 13);
        await save([
          { text: 'Base', dataSource: used },
          { text: 'Flows', dataSource: second },
        ]);
        const neverNamed = await upload('never-named.csv', 14);
        const named = [used, first, removed, second].sort();
        const importsOf = async (dataSource: string) => (await api.blobs.head(dataSource))?.sha256;
        const manifests = async () => {
          const stored = await keys(`${key}/series/`);
          return stored.filter((blob) => blob.endsWith('.manifest.json')).length;
        };
        expect(await manifests()).toBe(5);
        const neverNamedContent = await importsOf(neverNamed);

        await sweep(new Date());
        expect(await keys(`${key}/data/`)).toEqual([...named, neverNamed].sort());
        expect(await manifests()).toBe(5);

        const counts = await sweep(pastGrace());
        expect(counts.files).toBe(1);
        expect(await keys(`${key}/data/`)).toEqual(named);
        expect(await manifests()).toBe(4);
        for (const dataSource of named) {
          const manifest = await api.request(
            'GET',
            `/api/project/${key}/data/${dataSource.split('/').pop()}/manifest`,
            {
              token: admin.token,
            },
          );
          expect(manifest.status, dataSource).toBe(200);
          expect((manifest.body as { sha256: string }).sha256).not.toBe(neverNamedContent);
        }
      });

      it.skipIf(kind === 's3')(
        'removes what a write killed midway left in the temporary folder, once past the grace period',
        async () => {
          const { key } = await newProject();
          const temporary = join(api.dataDir, 'blobs', '.tmp');
          const before = await readdir(temporary).catch((): string[] => []);
          await killMidWrite('write', { ...crashEnv(key), CRASH_CSV: csv(3) });
          const left = (await readdir(temporary)).filter((name) => !before.includes(name));
          expect(left).toHaveLength(1);
          expect(await keys(`${key}/data/`)).toEqual([]);

          await sweep(new Date());
          expect(await readdir(temporary)).toEqual(expect.arrayContaining(left));
          expect((await sweep(pastGrace())).unfinishedWrites).toBeGreaterThanOrEqual(1);
          expect(await readdir(temporary)).not.toEqual(expect.arrayContaining(left));
        },
      );
    });
  }
});
