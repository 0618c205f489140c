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
  return (
    rules.reduce(
      (largest, rule) => (typeof rule.key === 'number' && rule.key > largest ? rule.key : largest),
      rules.length,
    ) + 1
  );
}
