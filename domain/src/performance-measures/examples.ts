import type { PerformanceMeasureEvent } from './performance-measure.ts';
import type { SavedPerformanceMeasureData } from './pm-data.ts';

/** Named example data for tests in every package. */
export const examplePmId = 'e7a5e8da-5b12-4a9b-9e42-9fc14a0d5c05';

/** A 'Frequency of Event' measure: years with 7 days in a row above 2230 ft at Fort Peck Dam. */
export function aFrequencyMeasure(fields: Partial<SavedPerformanceMeasureData> = {}): SavedPerformanceMeasureData {
  return {
    name: 'High pool',
    description: 'Seven days above 2230 ft',
    location: 'Fort Peck Dam',
    pmType: 'Frequency of Event',
    direction: 'greater than',
    value: 2230,
    daysInRow: 7,
    startDay: 1,
    endDay: 365,
    ...fields,
  };
}

/** A 'Weighted Score - Rules' measure whose second rule scores with a formula in x. */
export function aRulesMeasure(fields: Partial<SavedPerformanceMeasureData> = {}): SavedPerformanceMeasureData {
  return {
    name: 'Pool score',
    location: 'Fort Peck Dam',
    pmType: 'Weighted Score - Rules',
    defaultScore: 0,
    ranges: [
      { key: 1, name: 'Low', type: 'less', upperRange: 2200, score: -1, startDay: 1, endDay: 365 },
      {
        key: 2,
        name: 'Band',
        type: 'range',
        lowerRange: 2200,
        upperRange: 2240,
        score: '(x - 2200) / 40',
        startDay: 1,
        endDay: 365,
      },
    ],
    ...fields,
  };
}

/** A 'Weighted Score - Matrix' measure with the default day weights and two value rules. */
export function aMatrixMeasure(fields: Partial<SavedPerformanceMeasureData> = {}): SavedPerformanceMeasureData {
  return {
    name: 'Pool matrix',
    location: 'Fort Peck Dam',
    pmType: 'Weighted Score - Matrix',
    defaultWeight: 0,
    xLookup: Array.from({ length: 365 }, () => 0.5),
    yLookup: [
      { key: 'a', name: 'Good band', type: 'range', lowerRange: 2210, upperRange: 2240, weight: 1 },
      { key: 'b', name: 'Too high', type: 'greater', value: 2240, weight: '0.25' },
    ],
    ...fields,
  };
}

export function examplePmSaved(
  projectId: string,
  data: SavedPerformanceMeasureData = aFrequencyMeasure(),
  pmId = examplePmId,
): Extract<PerformanceMeasureEvent, { type: 'PMSaved' }> {
  return { type: 'PMSaved', data: { pmId, projectId, data } };
}
