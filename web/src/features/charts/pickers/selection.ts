/** The selected alternatives in the project's order after a click on one: toggled. */
export function toggledAlternative(order: readonly string[], selected: readonly string[], key: string): string[] {
  return order.filter((candidate) => (candidate === key ? !selected.includes(key) : selected.includes(candidate)));
}
