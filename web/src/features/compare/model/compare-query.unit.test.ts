import { describe, expect, it } from 'vitest';
import { chosen, compareQuery, DEFAULT_CHOICE, parseCompareQuery, type CompareChoice } from './compare-query.ts';

describe('the comparison’s address', () => {
  it('is plain for the default choice, and reads back to it', () => {
    expect(compareQuery(DEFAULT_CHOICE)).toBe('');
    expect(parseCompareQuery('')).toEqual(DEFAULT_CHOICE);
  });

  it('holds the measures, alternatives, baseline, sort and figure, and reads back the same choice', () => {
    const choice: CompareChoice = {
      measures: ['m2', 'm 1'],
      alternatives: ['Alt&1'],
      baseline: 'Alt&1',
      sort: { kind: 'alternative', key: 'Alt&1' },
      descending: true,
      frequency: 'years',
    };
    const query = compareQuery(choice);
    expect(query).toBe(
      'measure=m2&measure=m+1&alternative=Alt%261&baseline=Alt%261&sort=Alt%261&order=desc&frequency=years',
    );
    expect(parseCompareQuery(`?${query}`)).toEqual(choice);
  });

  it('tells none chosen from all chosen, and takes the default for an unknown figure', () => {
    const none = { ...DEFAULT_CHOICE, measures: [] };
    expect(parseCompareQuery(compareQuery(none))).toEqual(none);
    expect(parseCompareQuery('frequency=weekly').frequency).toBe('events');
  });
});

describe('the chosen ids', () => {
  it('are all of them without a choice, else those chosen in the list’s order, unknown ones left out', () => {
    expect(chosen(['a', 'b', 'c'], null)).toEqual(['a', 'b', 'c']);
    expect(chosen(['a', 'b', 'c'], ['c', 'a', 'z'])).toEqual(['a', 'c']);
  });
});
