import type { DefaultChart, ProjectConfiguration } from './configuration.ts';

/** The alternatives a default chart names, in either of its alternative fields (blank ones take the chart type's defaults). */
function alternativesNamedBy(chart: DefaultChart | null): string[] {
  if (!chart) return [];
  return [chart.selectedAlt, ...chart.selectedAlts].filter((key) => key !== '');
}

/**
 * Why the default chart cannot name its alternatives: one it newly names is hidden, or is not one of the project's.
 * Only newly named alternatives are checked, so an alternative hidden after the chart named it keeps the project
 * savable; the Charts page then opens the chart on the shown alternatives. Null when every named one is shown.
 */
export function defaultChartAlternativesProblem(
  before: ProjectConfiguration,
  after: ProjectConfiguration,
): string | null {
  const namedBefore = new Set(alternativesNamedBy(before.defaultChart));
  const newlyNamed = [...new Set(alternativesNamedBy(after.defaultChart))].filter((key) => !namedBefore.has(key));
  const unknown = newlyNamed.filter((key) => !after.alternatives.some((alternative) => alternative.key === key));
  if (unknown.length > 0) return `Unknown alternative: ${unknown.join(', ')}. Pick an alternative of the project.`;
  const hidden = after.alternatives.filter((alternative) => alternative.hidden && newlyNamed.includes(alternative.key));
  if (hidden.length > 0)
    return `Hidden alternative: ${hidden.map((alternative) => alternative.text).join(', ')}. Pick an alternative that is shown.`;
  return null;
}
