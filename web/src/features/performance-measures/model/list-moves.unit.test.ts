import { describe, expect, it } from 'vitest';
import { canMove, moveItem, nextRuleKey, removeItem, updateItem } from './list-moves.ts';

describe('moving rules up and down', () => {
  const rules = ['a', 'b', 'c'];

  it('swaps a rule with its neighbour', () => {
    expect(moveItem(rules, 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveItem(rules, 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(rules).toEqual(['a', 'b', 'c']);
  });

  it('leaves the first rule where it is when moved up, and the last when moved down', () => {
    expect(canMove(3, 0, 'up')).toBe(false);
    expect(canMove(3, 2, 'down')).toBe(false);
    expect(moveItem(rules, 0, 'up')).toBe(rules);
    expect(moveItem(rules, 2, 'down')).toBe(rules);
  });

  it('ignores positions outside the list', () => {
    expect(canMove(3, 3, 'up')).toBe(false);
    expect(canMove(3, -1, 'down')).toBe(false);
    expect(moveItem(rules, 5, 'up')).toBe(rules);
  });

  it('moving down then up brings the list back', () => {
    expect(moveItem(moveItem(rules, 0, 'down'), 1, 'up')).toEqual(rules);
  });
});

describe('editing and removing rules', () => {
  it('changes only the rule at the position', () => {
    const list = [{ name: 'a', score: 1 }, { name: 'b', score: 2 }];
    expect(updateItem(list, 1, { score: 5 })).toEqual([{ name: 'a', score: 1 }, { name: 'b', score: 5 }]);
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
