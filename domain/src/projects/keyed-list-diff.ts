import { isDeepEqual } from './deep-equal.ts';

/** How one ordered list of keyed items became another. */
export interface KeyedListDiff<Item> {
  removed: string[];
  added: Item[];
  /** Items present in both whose other fields differ, with only the fields that changed. */
  changed: { key: string; before: Item; after: Item; changes: Partial<Item> }[];
  /** The final key order, when removing and appending alone would not give it; else null. */
  order: string[] | null;
}

export function diffKeyedList<Item extends object>(
  before: readonly Item[],
  after: readonly Item[],
  keyOf: (item: Item) => string,
): KeyedListDiff<Item> {
  const beforeByKey = new Map(before.map((item) => [keyOf(item), item]));
  const afterKeys = new Set(after.map(keyOf));
  const removed = before.map(keyOf).filter((key) => !afterKeys.has(key));
  const added = after.filter((item) => !beforeByKey.has(keyOf(item)));
  const changed: KeyedListDiff<Item>['changed'] = [];
  for (const item of after) {
    const key = keyOf(item);
    const previous = beforeByKey.get(key);
    if (!previous) continue;
    const changes = changedFields(previous, item);
    if (Object.keys(changes).length > 0) changed.push({ key, before: previous, after: item, changes });
  }
  const orderAfterAppend = [...before.map(keyOf).filter((key) => afterKeys.has(key)), ...added.map(keyOf)];
  const finalOrder = after.map(keyOf);
  return { removed, added, changed, order: isDeepEqual(orderAfterAppend, finalOrder) ? null : finalOrder };
}

/** The fields of `after` whose values differ from `before`. */
export function changedFields<Item extends object>(before: Item, after: Item): Partial<Item> {
  const changes: Partial<Item> = {};
  for (const field of Object.keys(after) as (keyof Item)[]) {
    if (!isDeepEqual(before[field], after[field])) changes[field] = after[field];
  }
  return changes;
}
