/** Which way a list item moves when reordering by one place. */
export type MoveDirection = 'up' | 'down';

/** Whether the item at `index` can move one place in `direction` within a list of `length` (the first cannot go up, the last cannot go down). */
export function canMove(index: number, length: number, direction: MoveDirection): boolean {
  return direction === 'up' ? index > 0 && index < length : index >= 0 && index < length - 1;
}

/** The list with the item at `index` swapped with its neighbour; the same list when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, direction: MoveDirection): readonly T[] {
  if (!canMove(index, list.length, direction)) return list;
  const other = direction === 'up' ? index - 1 : index + 1;
  const moved = [...list];
  [moved[index], moved[other]] = [moved[other] as T, moved[index] as T];
  return moved;
}
