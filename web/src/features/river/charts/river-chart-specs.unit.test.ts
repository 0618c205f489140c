import { describe, expect, it } from 'vitest';
import { drawHeadless } from '../../../testing/headless-vega.ts';
import {
  floodBandRows,
  gaugeSpec,
  hasValues,
  medianAndYearSpec,
  pointRows,
  reservoirSpec,
} from './river-chart-specs.ts';

describe('river chart data', () => {
  it('draws one band per flood level between the configured levels', () => {
    expect(floodBandRows({ action: 17, minor: 19, moderate: 21, major: 24 })).toEqual([
      { level: 'action', from: 17, to: 19 },
      { level: 'minor', from: 19, to: 21 },
      { level: 'moderate', from: 21, to: 24 },
      { level: 'major', from: 24, to: 26.4 },
    ]);
  });

  it('keeps gaps as null rows and knows an all-gap series has no values', () => {
    expect(
      pointRows([
        [1, 2],
        [3, null],
      ]),
    ).toEqual([
      { t: 1, value: 2 },
      { t: 3, value: null },
    ]);
    expect(hasValues([[1, null]])).toBe(false);
    expect(hasValues([])).toBe(false);
  });
});

describe('river chart specs drawn by the app’s Vega runtime', () => {
  it('a stage chart: the bands span the configured levels and a gap stays a gap', async () => {
    const readings = pointRows([
      [Date.parse('2024-01-01T00:00:00Z'), 10],
      [Date.parse('2024-01-01T00:15:00Z'), null],
      [Date.parse('2024-01-01T00:30:00Z'), 12],
    ]);
    const { view, warnings } = await drawHeadless(gaugeSpec('Stage (ft)', true), {
      readings,
      bands: floodBandRows({ action: 17, minor: 19, moderate: 21, major: 24 }),
    });
    expect(warnings).toEqual([]);
    const [low, high] = view.scale('y').domain() as number[];
    expect(low).toBeLessThanOrEqual(10);
    expect(high).toBeGreaterThanOrEqual(24 * 1.1);
  });

  it('the reservoir chart and the median/2024 chart draw without warnings', async () => {
    const reservoir = await drawHeadless(reservoirSpec(), {
      readings: [{ t: 0, value: 2230 }],
      lines: [
        { value: 2227, label: 'Minimum spill elevation 2227 ft' },
        { value: 2234, label: 'Bottom of flood 2234 ft' },
      ],
      target: [{ t: 0, value: 2226 }],
    });
    expect(reservoir.warnings, String(reservoir.warnings)).toEqual([]);
    expect(reservoir.view.scale('y').domain()).toEqual([2226, 2234]);
    const flows = await drawHeadless(medianAndYearSpec('cfs'), {
      series: [
        { series: 'Median', t: 0, value: 1 },
        { series: '2024', t: 0, value: 2 },
      ],
    });
    expect(flows.warnings).toEqual([]);
  });
});
