import { matrixValueWeight } from '@waterline/domain/analysis/index';
import { describe, expect, it } from 'vitest';
import { HEATMAP_VALUE_STEPS, heatmapValueSpan, lookupHeatmap, weightRuns } from './lookup-table.ts';
import { defaultDayWeights } from './measure-data.ts';

describe('date weight runs', () => {
  it('groups days of equal weight', () => {
    const weights: (number | string)[] = defaultDayWeights();
    weights.fill(1, 90, 181);
    expect(weightRuns(weights)).toEqual([
      { startDay: 1, endDay: 90, weight: 0.5 },
      { startDay: 91, endDay: 181, weight: 1 },
      { startDay: 182, endDay: 365, weight: 0.5 },
    ]);
  });
});

describe('the lookup heatmap', () => {
  const rules = [
    { type: 'range' as const, lowerRange: 5000, upperRange: 15000, weight: 1 },
    { type: 'greater' as const, value: 20000, weight: 0.25 },
    { type: 'range' as const, lowerRange: 'x', upperRange: 2, weight: 9 },
  ];

  it('spans the bounds of the valid rules with a tenth of the span on each side', () => {
    expect(heatmapValueSpan(rules.slice(0, 2))).toEqual({ low: 3500, high: 21500 });
    expect(heatmapValueSpan([])).toEqual({ low: 0, high: 1 });
  });

  it('samples 100 value steps across each run of date weights, weighted as the engine weighs a value', () => {
    const weights: (number | string)[] = defaultDayWeights();
    weights.fill(1, 0, 31);
    const cells = lookupHeatmap(weights, rules, 0);
    expect(cells).toHaveLength(HEATMAP_VALUE_STEPS * 2);
    const values = [...new Set(cells.map((cell) => cell.value))];
    expect(values).toHaveLength(HEATMAP_VALUE_STEPS);
    expect(values[0]).toBe(3500);
    expect(values[values.length - 1]).toBeCloseTo(21500, 9);
    const valueWeight = matrixValueWeight(rules.slice(0, 2), 0);
    for (const cell of cells) expect(cell.weight).toBe((cell.startDay === 1 ? 1 : 0.5) * valueWeight(cell.value));
    expect(cells.find((cell) => cell.startDay === 32)).toMatchObject({ endDay: 366 });
  });
});
