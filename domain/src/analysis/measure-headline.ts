import { isFrequency, type PerformanceMeasureResult } from './performance-measure.ts';

/** What a frequency measure's headline figure is: mean events per year, or the share of years with an event. */
export const FREQUENCY_HEADLINES = ['events', 'years'] as const;
/** What a frequency measure's headline figure is. */
export type FrequencyHeadline = (typeof FREQUENCY_HEADLINES)[number];

/**
 * A measure's one figure for an alternative (docs/compare.md): for the frequency types the mean events per
 * season year, or with 'years' the percentage of season years with at least one event; for the weighted types
 * the mean score of the season years. Null where no season year has data. Read from the result's own
 * statistics, so it is the figure the measure's results page shows.
 */
export function measureHeadline(
  result: PerformanceMeasureResult,
  frequency: FrequencyHeadline = 'events',
): number | null {
  const figure =
    isFrequency(result.pmType) && frequency === 'years' ? result.eventYears?.percent : result.statistics.mean;
  return typeof figure === 'number' ? figure : null;
}
