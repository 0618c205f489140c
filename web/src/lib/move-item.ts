/** Which way a list item moves when reordering by one place. */
export type MoveDirection = 'up' | 'down';

/** Whether the item at `index` can move one place in `direction` within a list of `length`. */
export function canMove(index: number, length: number, direction: MoveDirection): boolean {
  return direction === 'up' ? index > 0 && index < length : index >= 0 && index < length - 1;
}

/** A copy of `items` with the item at `index` swapped with its neighbour; unchanged when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, direction: MoveDirection): T[] {
  const copy = [...items];
  if (!canMove(index, items.length, direction)) return copy;
  const target = direction === 'up' ? index - 1 : index + 1;
  [copy[index], copy[target]] = [copy[target] as T, copy[index] as T];
  return copy;
}
