import { resolveThreshold } from '@waterline/domain/analysis/index';
import { MS_PER_DAY } from '@waterline/domain/calendar/index';
import { describe, expect, it } from 'vitest';
import { drawHeadless } from '../../../../testing/headless-vega.ts';
import { continuousCsv } from './continuous-csv.ts';
import {
  CONTINUOUS_DATASETS,
  CONTINUOUS_SIGNALS,
  continuousSpec,
  lineRows,
  thresholdRows,
  windowSignals,
} from './continuous-spec.ts';
import { epochDayOfIso } from './record-window.ts';

const day = (iso: string) => epochDayOfIso(iso) as number;

describe('what the Continuous chart gives Vega and the CSV', () => {
  const lines = [
    {
      name: 'No Action',
      points: { days: [day('2000-01-01'), day('2000-01-02'), day('2000-01-03')], values: [1.005, null, 3] },
    },
    { name: 'Alt 2', points: { days: [day('2000-01-02'), day('2000-01-04')], values: [20, 40] } },
  ];

  it('writes a row per point and the window as signals in UTC milliseconds', () => {
    expect(lineRows(lines)).toEqual([
      { series: 'No Action', date: Date.UTC(2000, 0, 1), value: 1.005 },
      { series: 'No Action', date: Date.UTC(2000, 0, 2), value: null },
      { series: 'No Action', date: Date.UTC(2000, 0, 3), value: 3 },
      { series: 'Alt 2', date: Date.UTC(2000, 0, 2), value: 20 },
      { series: 'Alt 2', date: Date.UTC(2000, 0, 4), value: 40 },
    ]);
    expect(windowSignals({ start: day('2000-01-01'), end: day('2000-12-31') }, 'Daily values')).toEqual({
      windowStart: Date.UTC(2000, 0, 1),
      windowEnd: Date.UTC(2000, 11, 31),
      aggregation: 'Daily values',
    });
    expect(thresholdRows({ days: [10, 20], lower: [null, 5], upper: [null, 9] })).toEqual([
      { date: 10 * MS_PER_DAY, lower: null, upper: null },
      { date: 20 * MS_PER_DAY, lower: 5, upper: 9 },
    ]);
  });

  it('takes the x domain and the heading from signals, so the spec stays the same while the window moves', () => {
    const spec = continuousSpec({
      title: 'Dam (cfs)',
      yTitle: 'Dam (cfs)',
      fontSize: 14,
      yDomain: null,
      lines: [{ name: 'No Action', color: '#111' }],
      threshold: null,
    }) as {
      params: { name: string }[];
      title: { text: { expr: string } };
      layer: { data: { name: string }; encoding: { x: { scale: object } } }[];
    };
    expect(spec.params.map((param) => param.name)).toEqual(Object.values(CONTINUOUS_SIGNALS));
    expect(spec.title.text.expr).toBe('["Dam (cfs)", aggregation]');
    expect(spec.layer.map((layer) => layer.data.name)).toEqual([CONTINUOUS_DATASETS.lines]);
    expect(spec.layer[0]?.encoding.x.scale).toMatchObject({
      domainMin: { expr: 'windowStart' },
      domainMax: { expr: 'windowEnd' },
    });
    const banded = continuousSpec({
      title: 't',
      yTitle: 't',
      fontSize: 14,
      yDomain: [0, 10],
      lines: [],
      threshold: { name: 'Band', color: '#0a0', dash: [1, 0], isRange: true, fillOpacity: 0.2 },
    }) as { layer: { mark: { type: string } }[] };
    expect(banded.layer.map((layer) => layer.mark.type)).toEqual(['area', 'line', 'line', 'line']);
  });

  it("draws its lines and a threshold band with the charts' runtime", async () => {
    const spec = continuousSpec({
      title: 'Dam (cfs)',
      yTitle: 'Dam (cfs)',
      fontSize: 14,
      yDomain: null,
      lines: lines.map((line, i) => ({ name: line.name, color: i === 0 ? '#111' : '#a00' })),
      threshold: { name: 'Band', color: '#0a0', dash: [1, 0], isRange: true, fillOpacity: 0.2 },
    });
    const datasets = {
      [CONTINUOUS_DATASETS.lines]: lineRows(lines),
      [CONTINUOUS_DATASETS.threshold]: thresholdRows({
        days: [day('2000-01-01'), day('2000-01-04')],
        lower: [5, 5],
        upper: [9, 9],
      }),
    };
    const { view, warnings } = await drawHeadless(
      spec,
      datasets,
      windowSignals({ start: day('2000-01-01'), end: day('2000-01-04') }, 'Daily values'),
    );
    expect(warnings).toEqual([]);
    expect(view.data(CONTINUOUS_DATASETS.lines)).toHaveLength(5);
    expect(view.scale('x').domain().map(Number)).toEqual([Date.UTC(2000, 0, 1), Date.UTC(2000, 0, 4)]);
  });

  it('exports a row per drawn date, a column per line and the threshold bounds, rounded as shown', () => {
    const band = resolveThreshold({ name: 'Band', isRange: true, lowerRange: 5, upperRange: 9 });
    expect(continuousCsv(lines, { name: 'Band', resolved: band }).split('\n')).toEqual([
      'Date,No Action,Alt 2,Band lower,Band upper',
      '2000-01-01,1.01,,5,9',
      '2000-01-02,,20,5,9',
      '2000-01-03,3,,5,9',
      '2000-01-04,,40,5,9',
    ]);
    expect(continuousCsv(lines, null).split('\n')[0]).toBe('Date,No Action,Alt 2');
  });
});
