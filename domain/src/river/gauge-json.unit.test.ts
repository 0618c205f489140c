import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGaugeJson } from './gauge-json.ts';
import { gaugeAnswer } from './testing/gauge-answer-builder.ts';

const RECORDED = join(import.meta.dirname, '../../../../shared/data/usgs_waterservices_json');
const hasRecorded = existsSync(RECORDED);
const recorded = (name: string): unknown => JSON.parse(readFileSync(join(RECORDED, name), 'utf8'));

describe('parseGaugeJson (built answers)', () => {
  it('turns -999999 and ice readings into gaps and keeps the rest', () => {
    const answer = gaugeAnswer([
      {
        site: '06177000',
        parameter: '00060',
        methods: [
          [
            { value: '5000', dateTime: '2024-01-01T00:00:00.000-07:00' },
            { value: '-999999', dateTime: '2024-01-01T00:15:00.000-07:00', qualifiers: ['P', 'Ice'] },
            { value: '4800', dateTime: '2024-01-01T00:30:00.000-07:00', qualifiers: ['P', 'Ice'] },
            { value: '4900', dateTime: '2024-01-01T00:45:00.000-07:00', qualifiers: ['P', 'e'] },
          ],
        ],
      },
    ]);
    const [series] = parseGaugeJson(answer, '00060');
    expect(series?.points.map((point) => point.value)).toEqual([5000, null, null, 4900]);
    expect(series?.points[0]?.t).toBe(Date.parse('2024-01-01T07:00:00Z'));
  });

  it('places readings across a daylight-saving change on their real instants', () => {
    const answer = gaugeAnswer([
      {
        site: '06185500',
        parameter: '00065',
        methods: [
          [
            { value: '1.0', dateTime: '2024-03-10T01:45:00.000-07:00' },
            { value: '1.1', dateTime: '2024-03-10T03:00:00.000-06:00' },
          ],
        ],
      },
    ]);
    const points = parseGaugeJson(answer, '00065')[0]?.points ?? [];
    expect((points[1]?.t ?? 0) - (points[0]?.t ?? 0)).toBe(15 * 60_000);
  });

  it('uses the first method with readings and skips other parameters', () => {
    const answer = gaugeAnswer([
      { site: '1', parameter: '00010', methods: [[{ value: '3', dateTime: '2024-01-01T00:00:00Z' }]] },
      {
        site: '1',
        parameter: '00060',
        methods: [
          [],
          [{ value: '7', dateTime: '2024-01-01T00:00:00Z' }],
          [{ value: '9', dateTime: '2024-01-01T00:00:00Z' }],
        ],
      },
    ]);
    const series = parseGaugeJson(answer, '00060');
    expect(series).toHaveLength(1);
    expect(series[0]?.points).toEqual([{ t: Date.parse('2024-01-01T00:00:00Z'), value: 7 }]);
  });

  it('empties daily averages below 0 and reads daily dates as calendar days', () => {
    const answer = gaugeAnswer([
      {
        site: '1',
        parameter: '00060',
        methods: [
          [
            { value: '-5', dateTime: '2012-06-01T00:00:00.000' },
            { value: '12', dateTime: '2012-06-02T00:00:00.000' },
          ],
        ],
      },
    ]);
    expect(parseGaugeJson(answer, '00060', { daily: true })[0]?.points).toEqual([
      { t: Date.parse('2012-06-01T00:00:00Z'), value: null },
      { t: Date.parse('2012-06-02T00:00:00Z'), value: 12 },
    ]);
  });

  it('answers [] for an empty answer and refuses something that is not one', () => {
    expect(parseGaugeJson({ value: { timeSeries: [] } }, '00060')).toEqual([]);
    expect(() => parseGaugeJson({ error: 'x' }, '00060')).toThrow(/timeSeries/);
  });
});

describe.skipIf(!hasRecorded)('parseGaugeJson (recorded answers in ../shared/data)', () => {
  if (!hasRecorded) it.skip(`skipped: ${RECORDED} is absent`, () => {});

  it('the ice file: the 39 ice readings at -999999 are gaps, no value is -999999', () => {
    const [series] = parseGaugeJson(recorded('hydrofunctions_iv_01542500_00060_ice_noData_2019-01.json'), '00060');
    const values = series?.points.map((point) => point.value) ?? [];
    expect(values).toHaveLength(438);
    expect(values.filter((value) => value === null)).toHaveLength(39);
    expect(values).not.toContain(-999999);
  });

  it('the spring DST file: the change sits at 2018-03-11 07:00 UTC and every step is 15 minutes', () => {
    const [series] = parseGaugeJson(recorded('hydrofunctions_iv_01541000_00060_startDST_2018-03.json'), '00060');
    const times = series?.points.map((point) => point.t) ?? [];
    const steps = new Set(times.slice(1).map((t, index) => t - times[index]!));
    expect([...steps]).toEqual([15 * 60_000]);
    expect(times).toContain(Date.parse('2018-03-11T06:45:00Z'));
    expect(times).toContain(Date.parse('2018-03-11T07:00:00Z'));
  });

  it('the autumn DST file: the repeated local hour gives distinct, increasing instants', () => {
    const [series] = parseGaugeJson(recorded('hydrofunctions_iv_01541000_00060_endDST_2018-11.json'), '00060');
    const times = series?.points.map((point) => point.t) ?? [];
    expect(new Set(times).size).toBe(times.length);
    expect(times).toContain(Date.parse('2018-11-04T06:00:00Z'));
  });

  it('two sites and two parameters: one series per site, stage values as recorded', () => {
    const answer = recorded('hydrofunctions_iv_01541000_01541200_00060_00065_P1D.json');
    const stage = parseGaugeJson(answer, '00065');
    expect(stage.map((series) => series.site)).toEqual(['01541000', '01541200']);
    expect(stage[0]?.points[0]).toEqual({ t: Date.parse('2019-02-17T19:00:00Z'), value: 6.55 });
  });

  it('several methods: only the first with readings', () => {
    const [series] = parseGaugeJson(recorded('hydrofunctions_iv_444306122144600_63680_multiple_methods.json'), '63680');
    expect(series?.points).toHaveLength(34);
  });

  it('nothing available: no series; the daily file with -999999 keeps 3 values', () => {
    expect(parseGaugeJson(recorded('hydrofunctions_iv_nothing_available.json'), '00060')).toEqual([]);
    const [daily] = parseGaugeJson(recorded('hydrofunctions_dv_03107698_00060_with_noData.json'), '00060', {
      daily: true,
    });
    expect(daily?.points.filter((point) => point.value !== null)).toHaveLength(3);
    expect(daily?.points.map((point) => point.value)).not.toContain(-999999);
  });
});
