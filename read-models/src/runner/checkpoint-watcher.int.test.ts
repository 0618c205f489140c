import { expect, it } from 'vitest';
import { LOG_START } from '@waterline/domain/events/envelope';
import { describeEachDatabase } from '../db/testing.ts';
import { CHECKPOINTS_SCHEMA, writeCheckpoint } from './checkpoints.ts';
import { readCheckpoints, slowestCheckpoint, watchCheckpoints } from './checkpoint-watcher.ts';

describeEachDatabase('checkpoints seen from a process that does not project', (db) => {
  const at = (transactionId: string, globalPosition: string) => ({ transactionId, globalPosition });

  it('reads every named checkpoint, the missing ones at the start of the log, and finds the slowest', async () => {
    await db.sql.exec(CHECKPOINTS_SCHEMA);
    await writeCheckpoint(db.sql, 'fast', at('900', '12'));
    await writeCheckpoint(db.sql, 'slow', at('800', '40'));
    const checkpoints = await readCheckpoints(db.sql, ['fast', 'slow', 'new']);
    expect(Object.fromEntries(checkpoints)).toEqual({ fast: at('900', '12'), slow: at('800', '40'), new: LOG_START });
    expect(slowestCheckpoint(checkpoints)).toEqual(LOG_START);
    expect(slowestCheckpoint(await readCheckpoints(db.sql, ['fast', 'slow']))).toEqual(at('800', '40'));
  });

  it('releases a waiter once every checkpoint has passed its position, and not before', async () => {
    await db.sql.exec(CHECKPOINTS_SCHEMA);
    await writeCheckpoint(db.sql, 'first', at('100', '1'));
    await writeCheckpoint(db.sql, 'second', at('100', '1'));
    const watcher = watchCheckpoints({ sql: db.sql, projections: ['first', 'second'] });
    try {
      expect(await watcher.waitForPosition(at('100', '1'), 1000)).toBe(true);
      const waiting = watcher.waitForPosition(at('200', '5'), 5000);
      await writeCheckpoint(db.sql, 'first', at('200', '5'));
      expect(await watcher.waitForPosition(at('200', '5'), 100)).toBe(false);
      await writeCheckpoint(db.sql, 'second', at('300', '2'));
      expect(await waiting).toBe(true);
    } finally {
      await watcher.stop();
    }
    expect(await watcher.waitForPosition(at('1', '1'), 1000)).toBe(false);
  });
});
