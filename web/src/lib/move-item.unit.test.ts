import { describe, expect, it } from 'vitest';
import { canMove, moveItem } from './move-item.ts';

describe('moving list items up and down', () => {
  const list = ['a', 'b', 'c'];

  it('swaps an item with its neighbour and leaves the given list as it was', () => {
    expect(moveItem(list, 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('leaves the first item where it is when moved up, and the last when moved down', () => {
    expect(canMove(0, 3, 'up')).toBe(false);
    expect(canMove(2, 3, 'down')).toBe(false);
    expect(canMove(1, 3, 'up')).toBe(true);
    expect(canMove(1, 3, 'down')).toBe(true);
    expect(moveItem(list, 0, 'up')).toBe(list);
    expect(moveItem(list, 2, 'down')).toBe(list);
  });

  it('ignores positions outside the list', () => {
    expect(canMove(3, 3, 'up')).toBe(false);
    expect(canMove(-1, 3, 'down')).toBe(false);
    expect(moveItem(list, 5, 'up')).toBe(list);
  });

  it('moving down then up brings the list back', () => {
    expect(moveItem(moveItem(list, 0, 'down'), 1, 'up')).toEqual(list);
  });
});
