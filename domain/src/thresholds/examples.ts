import type { StoredThresholdData } from './threshold-data.ts';
import type { ThresholdEvent } from './threshold.ts';

/** Named example data for tests in every package. */
export const exampleThresholdId = 'd6f4d7c9-4a01-4f8a-8d31-8eb03f9c4b04';

/** A plain threshold at `location`; `fields` override the defaults. */
export function aThreshold(fields: Partial<StoredThresholdData> = {}): StoredThresholdData {
  return {
    location: 'Fort Peck Dam',
    name: 'Minimum pool',
    value: 2160,
    color: '#d62728',
    pattern: 'dash',
    visible: true,
    opacity: 0.2,
    ...fields,
  };
}

/** A range threshold with a fill, limited to a date window over the year's end. */
export function aWindowedRange(fields: Partial<StoredThresholdData> = {}): StoredThresholdData {
  return aThreshold({
    name: 'Winter band',
    value: null,
    isRange: true,
    lowerRange: 2200,
    upperRange: '2240',
    fill: true,
    opacity: 0.35,
    isWindow: true,
    startWindow: 335,
    endWindow: 59,
    ...fields,
  });
}

/** A stepped threshold: one value per day of the year, as numbers and `{ value }` entries. */
export function aSteppedThreshold(fields: Partial<StoredThresholdData> = {}): StoredThresholdData {
  const steps = Array.from({ length: 365 }, (_, i) => (i % 2 === 0 ? 2200 + i / 10 : { value: 2200 + i / 10 }));
  return aThreshold({ name: 'Rule curve', value: null, isStepped: true, steps, ...fields });
}

export function exampleThresholdAdded(
  projectId: string,
  addedBy: string | null,
  data: StoredThresholdData = aThreshold(),
  thresholdId = exampleThresholdId,
): Extract<ThresholdEvent, { type: 'ThresholdAdded' }> {
  return { type: 'ThresholdAdded', data: { thresholdId, projectId, addedBy, data } };
}
