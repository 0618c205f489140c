import { aFrequencyMeasure, aRulesMeasure } from '@waterline/domain/performance-measures/examples';
import { describe, expect, it } from 'vitest';
import { findMeasure, mergeMeasures } from './measure-list.ts';
import {
  parseTemporaryMeasures,
  timeBasedId,
  withoutTemporaryMeasure,
  withTemporaryMeasure,
} from './temporary-measures.ts';

const saved = [
  { id: 'saved-1', data: aFrequencyMeasure({ name: 'High pool' }) },
  { id: 'saved-2', data: aRulesMeasure({ name: 'Pool score' }) },
];
const temporary = [
  { id: '1700000000000', data: aFrequencyMeasure({ name: 'Trial' }) },
  { id: 'saved-2', data: aRulesMeasure({ name: 'Stale copy' }) },
];

describe('the list of measures', () => {
  it('shows the saved measures in the server order, then the temporary ones, marked as temporary', () => {
    const entries = mergeMeasures(saved, temporary);
    expect(entries.map((entry) => [entry.id, entry.data.name, entry.temporary])).toEqual([
      ['saved-1', 'High pool', false],
      ['saved-2', 'Pool score', false],
      ['1700000000000', 'Trial', true],
    ]);
    expect(entries[2]?.data.temporary).toBe(true);
  });

  it('shows only temporary measures when the server listed none', () => {
    expect(mergeMeasures([], temporary.slice(0, 1)).map((entry) => entry.temporary)).toEqual([true]);
  });

  it('finds a measure by id', () => {
    const entries = mergeMeasures(saved, temporary);
    expect(findMeasure(entries, 'saved-2')?.data.name).toBe('Pool score');
    expect(findMeasure(entries, 'nope')).toBeUndefined();
  });
});

describe('temporary measures in browser storage', () => {
  it('reads back what was stored, flagged as temporary', () => {
    const stored = withTemporaryMeasure([], { id: '5', data: aFrequencyMeasure() });
    expect(parseTemporaryMeasures(JSON.stringify(stored))).toEqual([
      { id: '5', data: { ...aFrequencyMeasure(), temporary: true } },
    ]);
  });

  it('leaves out entries that are not measures and ignores unreadable storage', () => {
    const text = JSON.stringify([
      { id: '1', data: aFrequencyMeasure() },
      { id: '2', data: { name: '' } },
      'junk',
      { data: aFrequencyMeasure() },
    ]);
    expect(parseTemporaryMeasures(text).map((measure) => measure.id)).toEqual(['1']);
    expect(parseTemporaryMeasures('{not json')).toEqual([]);
    expect(parseTemporaryMeasures('{"id":"1"}')).toEqual([]);
    expect(parseTemporaryMeasures(null)).toEqual([]);
  });

  it('replaces a measure kept under the same id, adds a new one at the end, and removes by id', () => {
    let list = withTemporaryMeasure([], { id: 'a', data: aFrequencyMeasure({ name: 'First' }) });
    list = withTemporaryMeasure(list, { id: 'b', data: aFrequencyMeasure({ name: 'Second' }) });
    list = withTemporaryMeasure(list, { id: 'a', data: aFrequencyMeasure({ name: 'First, changed' }) });
    expect(list.map((measure) => [measure.id, measure.data.name])).toEqual([
      ['a', 'First, changed'],
      ['b', 'Second'],
    ]);
    expect(withoutTemporaryMeasure(list, 'a').map((measure) => measure.id)).toEqual(['b']);
  });

  it('gives a time-based id, moved on past ids already taken', () => {
    expect(timeBasedId(1_700_000_000_123.4, new Set())).toBe('1700000000123');
    expect(timeBasedId(1_700_000_000_123, new Set(['1700000000123', '1700000000124']))).toBe('1700000000125');
  });
});
