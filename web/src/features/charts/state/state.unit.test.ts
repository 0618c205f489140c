import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_FONT_SIZE,
  MIN_FONT_SIZE,
  newChartId,
  newChartState,
  parseChartState,
  steppedFontSize,
  type ChartState,
} from './chart-state.ts';
import { loadSavedCharts, saveCharts, type ChartStorage } from './chart-storage.ts';
import { CHART_PARAM, chartsStorageKey, opensWithDefaultChart } from './opening-chart.ts';
import { chartsReducer } from './charts-reducer.ts';
import { initialCharts } from './initial-charts.ts';
import { chartsFromSearch, decodeChart, encodeChart, searchHasCharts, searchWithCharts } from './url-state.ts';

const aChart = (id: string, fields: Partial<ChartState> = {}) => newChartState(id, 'single-alternative', fields);

function memoryStorage(initial: Record<string, string> = {}): ChartStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('chart state', () => {
  it('gives a new chart its defaults: whole year, median, font 14', () => {
    expect(newChartState('1', 'multiple-alternatives')).toMatchObject({
      id: '1',
      chartType: 'multiple-alternatives',
      startDay: 1,
      endDay: 365,
      lookupKey: 'median',
      pickYear: null,
      pickYearVisible: true,
      allYearsVisible: false,
      diffMethod: 'absolute',
      selectedThreshold: null,
      fontSize: 14,
    });
  });

  it('reads charts saved without newer fields, and refuses what is not a chart', () => {
    expect(parseChartState({ id: '5', chartType: 'single-alternative', location: 'Dam' })).toMatchObject({
      location: 'Dam',
      selectedAlts: [],
      hiddenTraces: [],
    });
    expect(parseChartState({ chartType: 'single-alternative' })).toBeNull();
    expect(parseChartState({ id: '5', chartType: 'x', startDay: 400 })).toBeNull();
    expect(parseChartState({ id: '5', chartType: 'x', diffMethod: 'sideways' })).toBeNull();
    expect(parseChartState({ id: '5', chartType: 'x', timeWindow: ['2001-01-01'] })).toBeNull();
    expect(parseChartState({ id: '5', chartType: 'x', timeWindow: ['1 Jan 2001', '2002-01-01'] })).toBeNull();
    expect(parseChartState({ id: '5', chartType: 'continuous-time-series' })).toMatchObject({ timeWindow: null });
    expect(parseChartState('nonsense')).toBeNull();
  });

  it('makes ids from the current time, moving on past ids in use', () => {
    expect(newChartId(1700000000000, [])).toBe('1700000000000');
    expect(newChartId(1700000000000, ['1700000000000', '1700000000001'])).toBe('1700000000002');
  });

  it('steps the font by 1 within its bounds', () => {
    expect(steppedFontSize(14, 1)).toBe(15);
    expect(steppedFontSize(14, -1)).toBe(13);
    expect(steppedFontSize(MAX_FONT_SIZE, 1)).toBe(MAX_FONT_SIZE);
    expect(steppedFontSize(MIN_FONT_SIZE, -1)).toBe(MIN_FONT_SIZE);
  });
});

describe('the charts reducer', () => {
  const charts = [aChart('1'), aChart('2', { location: 'Dam' })];

  it('changes Multiple Dimension settings one by one, so two quick changes both stay', () => {
    const chart = newChartState('7', 'multiple-dimension');
    expect(chart.dimension).toEqual({
      x: { location: '', min: 0, max: 100 },
      y: { location: '', min: 0, max: 100 },
      z: { location: '', min: 0, max: 100 },
      proximity: 0.05,
      view: '3d',
    });
    let next = chartsReducer([chart], { type: 'chartChanged', id: '7', changes: { dimension: { proximity: 0.05 } } });
    next = chartsReducer(next, { type: 'chartChanged', id: '7', changes: { dimension: { view: 'historical' } } });
    expect(next[0]?.dimension).toMatchObject({ proximity: 0.05, view: 'historical', x: { min: 0, max: 100 } });
  });

  it('copies a chart right after it, with a new id from the current time', () => {
    const next = chartsReducer(charts, { type: 'chartCopied', id: '1', now: 1700000000000 });
    expect(next.map((chart) => chart.id)).toEqual(['1', '1700000000000', '2']);
    expect({ ...next[1], id: '1' }).toEqual(charts[0]);
  });

  it('deletes, changes and re-sizes only the named chart', () => {
    expect(chartsReducer(charts, { type: 'chartDeleted', id: '1' }).map((chart) => chart.id)).toEqual(['2']);
    const changed = chartsReducer(charts, {
      type: 'chartChanged',
      id: '2',
      changes: { location: 'Lake', pickYears: [1950] },
    });
    expect(changed[1]).toMatchObject({ id: '2', location: 'Lake', pickYears: [1950] });
    expect(changed[0]).toBe(charts[0]);
    expect(chartsReducer(charts, { type: 'fontStepped', id: '1', step: 1 })[0]?.fontSize).toBe(15);
  });

  it('leaves the charts as they are for an unknown chart', () => {
    expect(chartsReducer(charts, { type: 'chartDeleted', id: '9' })).toBe(charts);
    expect(chartsReducer(charts, { type: 'chartChanged', id: '9', changes: { location: 'x' } })).toBe(charts);
    expect(chartsReducer(charts, { type: 'chartCopied', id: '9', now: 1 })).toBe(charts);
  });
});

describe('charts in the address', () => {
  const chartArbitrary = fc.record({
    id: fc.stringMatching(/^[0-9]{1,13}$/).filter((id) => id.trim().length > 0),
    chartType: fc.constantFrom('single-alternative', 'multiple-alternatives', 'multiple-locations', 'unknown'),
    location: fc.string({ maxLength: 40 }),
    selectedAlts: fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
    pickYears: fc.array(fc.integer({ min: 1900, max: 2100 }), { maxLength: 5 }),
    pickYear: fc.option(fc.integer({ min: 1900, max: 2100 })),
    startDay: fc.integer({ min: 1, max: 365 }),
    endDay: fc.integer({ min: 1, max: 365 }),
    allYearsVisible: fc.boolean(),
    fontSize: fc.integer({ min: MIN_FONT_SIZE, max: MAX_FONT_SIZE }),
    diffMethod: fc.constantFrom('absolute' as const, 'relative' as const),
    timeWindow: fc.option(
      fc.constantFrom<[string, string]>(['1930-02-28', '2012-12-31'], ['2003-01-04', '2003-01-04']),
    ),
  });

  it('reads back every chart it writes (any text, including non-Latin names)', () => {
    fc.assert(
      fc.property(chartArbitrary, (fields) => {
        const chart = newChartState(fields.id, fields.chartType, fields);
        expect(decodeChart(encodeChart(chart))).toEqual(chart);
      }),
    );
    const chart = aChart('7', { location: 'Écluse № 3 — 水位', selectedAlts: ['Alt 1a'] });
    expect(decodeChart(encodeChart(chart))).toEqual(chart);
  });

  it('writes only fields that differ from a new chart, in URL-safe characters', () => {
    const short = encodeChart(aChart('1'));
    const long = encodeChart(aChart('1', { location: 'Fort Peck Dam', pickYears: [1950, 1960] }));
    expect(short.length).toBeLessThan(long.length);
    expect(long).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('puts one parameter per chart and keeps the other parameters', () => {
    const search = searchWithCharts(new URLSearchParams('tab=x&chart=old'), [aChart('1'), aChart('2')]);
    expect(search.get('tab')).toBe('x');
    expect(search.getAll(CHART_PARAM)).toHaveLength(2);
    expect(chartsFromSearch(search)?.charts.map((chart) => chart.id)).toEqual(['1', '2']);
    expect(searchHasCharts(search, [aChart('1'), aChart('2')])).toBe(true);
    expect(searchHasCharts(search, [aChart('1')])).toBe(false);
  });

  it('counts unreadable charts and says when the address holds none', () => {
    const search = new URLSearchParams([
      [CHART_PARAM, encodeChart(aChart('1'))],
      [CHART_PARAM, 'not-a-chart'],
      [CHART_PARAM, btoa('{"id":""}')],
    ]);
    expect(chartsFromSearch(search)).toMatchObject({ unreadable: 2, charts: [expect.objectContaining({ id: '1' })] });
    expect(chartsFromSearch(new URLSearchParams('x=1'))).toBeNull();
  });
});

describe('saved charts', () => {
  it('saves per project and reads back', () => {
    const storage = memoryStorage();
    saveCharts(storage, 'fort-peck', [aChart('1', { location: 'Dam' })]);
    saveCharts(storage, 'other', []);
    expect(loadSavedCharts(storage, 'fort-peck')).toEqual([aChart('1', { location: 'Dam' })]);
    expect(loadSavedCharts(storage, 'other')).toEqual([]);
    expect(loadSavedCharts(storage, 'never')).toBeNull();
  });

  it('drops saved charts that do not read and ignores broken storage', () => {
    const storage = memoryStorage({
      [chartsStorageKey('a')]: JSON.stringify({
        version: 1,
        charts: [{ id: '1', chartType: 'single-alternative' }, { nope: true }],
      }),
      [chartsStorageKey('b')]: '{broken',
    });
    expect(loadSavedCharts(storage, 'a')?.map((chart) => chart.id)).toEqual(['1']);
    expect(loadSavedCharts(storage, 'b')).toBeNull();
  });

  it('reports a storage that refuses to save', () => {
    const full: ChartStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveCharts(full, 'a', [aChart('1')])).toBe(false);
  });
});

describe('the charts a page opens with', () => {
  const fallback = () => aChart('default');

  it('shows the linked charts first, then the saved ones the link does not name', () => {
    expect(
      initialCharts([aChart('2', { location: 'Linked' })], [aChart('1'), aChart('2')], fallback).map((chart) => [
        chart.id,
        chart.location,
      ]),
    ).toEqual([
      ['2', 'Linked'],
      ['1', ''],
    ]);
  });

  it('shows the saved charts without a link, even when none are left, and the default chart only when nothing was saved', () => {
    expect(initialCharts(null, [aChart('1')], fallback).map((chart) => chart.id)).toEqual(['1']);
    expect(initialCharts(null, [], fallback)).toEqual([]);
    expect(initialCharts(null, null, fallback).map((chart) => chart.id)).toEqual(['default']);
  });

  it('opens with the default chart, whose summaries the early script asks for, only without a chart in the address or saved', () => {
    const saved = memoryStorage({ [chartsStorageKey('a')]: JSON.stringify({ version: 1, charts: [] }) });
    expect(opensWithDefaultChart(new URLSearchParams('other=1'), memoryStorage(), 'a')).toBe(true);
    expect(opensWithDefaultChart(new URLSearchParams('other=1'), saved, 'b')).toBe(true);
    expect(opensWithDefaultChart(new URLSearchParams(''), saved, 'a')).toBe(false);
    expect(opensWithDefaultChart(new URLSearchParams(`${CHART_PARAM}=x`), memoryStorage(), 'a')).toBe(false);
  });
});
