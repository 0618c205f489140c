import { describe, expect, it } from 'vitest';
import { canMove, moveItem } from './move-item.ts';

describe('moveItem', () => {
  const list = ['a', 'b', 'c'];

  it('moves an item up and down by one place', () => {
    expect(moveItem(list, 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 1, 'down')).toEqual(['a', 'c', 'b']);
  });

  it('keeps the first item from going up and the last from going down', () => {
    expect(canMove(0, 3, 'up')).toBe(false);
    expect(canMove(2, 3, 'down')).toBe(false);
    expect(moveItem(list, 0, 'up')).toEqual(list);
    expect(moveItem(list, 2, 'down')).toEqual(list);
  });

  it('does not change the given list', () => {
    moveItem(list, 0, 'down');
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
