/** Which way a rule moves in its list. */
export type MoveDirection = 'up' | 'down';

/** True when the item at `index` can move that way (the first cannot go up, the last cannot go down). */
export function canMove(length: number, index: number, direction: MoveDirection): boolean {
  return direction === 'up' ? index > 0 && index < length : index >= 0 && index < length - 1;
}

/** The list with the item at `index` swapped with its neighbour; the same list when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, direction: MoveDirection): readonly T[] {
  if (!canMove(list.length, index, direction)) return list;
  const other = direction === 'up' ? index - 1 : index + 1;
  const moved = [...list];
  [moved[index], moved[other]] = [moved[other] as T, moved[index] as T];
  return moved;
}

/** The list with the item at `index` changed; the same list when there is no such item. */
export function updateItem<T extends object>(list: readonly T[], index: number, changes: Partial<T>): readonly T[] {
  if (index < 0 || index >= list.length) return list;
  return list.map((item, i) => (i === index ? { ...item, ...changes } : item));
}

/** The list without the item at `index`. */
export function removeItem<T>(list: readonly T[], index: number): readonly T[] {
  return list.filter((_, i) => i !== index);
}

/** A key no rule of the list has yet: one more than the largest numeric key. */
export function nextRuleKey(rules: readonly { key?: string | number }[]): number {
  return rules.reduce((largest, rule) => (typeof rule.key === 'number' && rule.key > largest ? rule.key : largest), rules.length) + 1;
}
