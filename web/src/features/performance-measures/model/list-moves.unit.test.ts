import { describe, expect, it } from 'vitest';
import { nextRuleKey, removeItem, updateItem } from './list-moves.ts';

describe('editing and removing rules', () => {
  it('changes only the rule at the position', () => {
    const list = [
      { name: 'a', score: 1 },
      { name: 'b', score: 2 },
    ];
    expect(updateItem(list, 1, { score: 5 })).toEqual([
      { name: 'a', score: 1 },
      { name: 'b', score: 5 },
    ]);
    expect(updateItem(list, 2, { score: 5 })).toBe(list);
  });

  it('removes the rule at the position', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('gives a new rule a key no other rule has', () => {
    expect(nextRuleKey([])).toBe(1);
    expect(nextRuleKey([{ key: 1 }, { key: 2 }])).toBe(3);
    expect(nextRuleKey([{ key: 7 }, { key: 'a' }])).toBe(8);
    expect(nextRuleKey([{ key: 'a' }, { key: 'b' }])).toBe(3);
  });
});
