/** The selected alternatives in the project's order after a click on one: toggled. */
export function toggledAlternative(order: readonly string[], selected: readonly string[], key: string): string[] {
  return order.filter((candidate) => (candidate === key ? !selected.includes(key) : selected.includes(candidate)));
}

/**
 * A click handler for a multi-select item: a click toggles it, the second click of a double-click
 * keeps only it. Counting clicks (`detail`) rather than listening for dblclick keeps the two in
 * order even when the first click's re-render is still under way.
 */
export function toggleOrOnly(toggle: () => void, only: () => void) {
  return (event: { detail: number }) => (event.detail >= 2 ? only() : toggle());
}
