import { describe, expect, it } from 'vitest';
import { eventStoreSettingFrom } from './event-store-setting.ts';

describe('the EVENT_STORE setting', () => {
  it('keeps the log in the database by default', () => {
    expect(eventStoreSettingFrom({})).toEqual({ kind: 'postgres' });
    expect(eventStoreSettingFrom({ EVENT_STORE: ' ' })).toEqual({ kind: 'postgres' });
    expect(eventStoreSettingFrom({ EVENT_STORE: 'Postgres', KURRENTDB_URL: 'kurrentdb://localhost:2113' })).toEqual({
      kind: 'postgres',
    });
  });

  it('chooses KurrentDB with its connection string', () => {
    expect(
      eventStoreSettingFrom({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: ' kurrentdb://localhost:2113?tls=false ' }),
    ).toEqual({ kind: 'kurrentdb', url: 'kurrentdb://localhost:2113?tls=false' });
  });

  it('refuses KurrentDB without KURRENTDB_URL, and an unknown store, saying what to set', () => {
    expect(() => eventStoreSettingFrom({ EVENT_STORE: 'kurrentdb' })).toThrow(
      'EVENT_STORE=kurrentdb needs KURRENTDB_URL',
    );
    expect(() => eventStoreSettingFrom({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: '  ' })).toThrow(
      'EVENT_STORE=kurrentdb needs KURRENTDB_URL',
    );
    expect(() => eventStoreSettingFrom({ EVENT_STORE: 'eventstore' })).toThrow(
      'EVENT_STORE must be postgres or kurrentdb, got "eventstore"',
    );
  });
});
