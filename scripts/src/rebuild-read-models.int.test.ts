import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createPostgresEventStore } from '@waterline/api';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { startProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import { buildEvents, eventCountProjection, uniqueStreamId } from '@waterline/read-models/runner/testing';
import { describe, expect, it } from 'vitest';
import { allProjections } from '@waterline/read-models/all-projections';
import { parseRebuildArgs, rebuildReadModels } from './rebuild-read-models.ts';

const script = fileURLToPath(new URL('./rebuild-read-models.ts', import.meta.url));
const run = promisify(execFile);

describeEachDatabase('rebuild-read-models', (db) => {
  async function rebuild(check: boolean): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await rebuildReadModels({
      sql: db.sql,
      projections: [eventCountProjection],
      check,
      write: (line) => lines.push(line),
    });
    return { code, lines };
  }

  it('prints row counts and matching checksums per projection, and exits 0 when they match', async () => {
    const store = createPostgresEventStore(db.sql);
    await store.init();
    const runner = await startProjectionRunner({
      sql: db.sql,
      store,
      projections: [eventCountProjection],
      pollIntervalMs: 50,
    });
    const { position } = await store.append(uniqueStreamId(), buildEvents(4));
    expect(await runner.waitForPosition(position, 20_000)).toBe(true);
    await runner.stop();

    const { code, lines } = await rebuild(true);
    expect(code).toBe(0);
    expect(lines).toEqual([
      `test_event_counts_v1 at position ${position.transactionId}/${position.globalPosition}: checksums match`,
      '  test_stream_counts_v1: 1 live rows, 1 rebuilt rows, checksums match',
      '  test_type_counts_v1: 1 live rows, 1 rebuilt rows, checksums match',
      'All 1 read models equal their rebuild.',
    ]);
  });

  it('exits 1 with --check when a live table differs, and replaces it without --check', async () => {
    await db.sql.exec('DELETE FROM test_type_counts_v1');
    const checked = await rebuild(true);
    expect(checked.code).toBe(1);
    expect(checked.lines).toContain('  test_type_counts_v1: 0 live rows, 1 rebuilt rows, checksums differ');
    expect(checked.lines.at(-1)).toBe('1 of 1 read models differ from their rebuild.');

    const replaced = await rebuild(false);
    expect(replaced.code).toBe(0);
    expect(replaced.lines[0]).toMatch(/CHECKSUMS DIFFER, replaced by the rebuild$/);
    expect((await rebuild(true)).code).toBe(0);
  });
});

describe('rebuild-read-models command line', () => {
  it('accepts no argument or --check and nothing else', () => {
    expect(parseRebuildArgs([])).toEqual({ check: false });
    expect(parseRebuildArgs(['--check'])).toEqual({ check: true });
    expect(parseRebuildArgs(['--chek'])).toBeUndefined();
    expect(parseRebuildArgs(['--check', 'extra'])).toBeUndefined();
  });

  // Two child processes and a fresh embedded database: slow on a loaded machine, hence the long timeout.
  it('checks every read model in the embedded database of WATERLINE_DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wl-rebuild-cli-'));
    try {
      const env = { ...process.env, DATABASE_URL: '', WATERLINE_DATA_DIR: dataDir };
      const { stdout } = await run(process.execPath, ['--import', 'tsx', script, '--check'], { env });
      for (const projection of allProjections)
        expect(stdout).toContain(`${projection.name} at position 0/0: checksums match`);
      expect(stdout).toContain(`All ${allProjections.length} read models equal their rebuild.`);
      await expect(run(process.execPath, ['--import', 'tsx', script, '--wrong'], { env })).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('Usage:'),
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
