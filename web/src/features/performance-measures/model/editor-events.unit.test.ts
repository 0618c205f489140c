import { describe, expect, it } from 'vitest';
import type { JulianDay } from '@waterline/domain/calendar/index';
import { editorReducer, type EditorEvent } from './editor-events.ts';
import { newMeasureData, type MeasureData } from './measure-data.ts';

const given = (events: EditorEvent[], start: MeasureData = newMeasureData()) => events.reduce(editorReducer, start);
const day = (n: number) => n as JulianDay;

describe('the rules builder', () => {
  it("'Add Rule' appends a range rule for days 1 to 365", () => {
    const data = given([{ type: 'ruleAdded' }, { type: 'ruleAdded' }]);
    expect(data.ranges).toHaveLength(2);
    expect(data.ranges?.[1]).toMatchObject({ type: 'range', startDay: 1, endDay: 365, name: 'Rule 2' });
    expect(data.ranges?.[0]?.key).not.toBe(data.ranges?.[1]?.key);
  });

  it('moves, edits and removes rules in order', () => {
    const data = given([
      { type: 'ruleAdded' },
      { type: 'ruleAdded' },
      { type: 'ruleAdded' },
      { type: 'ruleEdited', index: 0, changes: { name: 'Low' } },
      { type: 'ruleEdited', index: 2, changes: { name: 'High' } },
      { type: 'ruleMoved', index: 2, direction: 'up' },
      { type: 'ruleMoved', index: 0, direction: 'up' },
      { type: 'ruleRemoved', index: 2 },
    ]);
    expect(data.ranges?.map((rule) => rule.name)).toEqual(['Low', 'High']);
  });

  it('keeps the data rules of the matrix apart from the scoring rules', () => {
    const data = given([
      { type: 'dataRuleAdded' },
      { type: 'dataRuleAdded' },
      { type: 'dataRuleEdited', index: 1, changes: { weight: '1' } },
      { type: 'dataRuleMoved', index: 1, direction: 'up' },
    ]);
    expect(data.ranges).toEqual([]);
    expect(data.yLookup?.map((rule) => rule.weight)).toEqual(['1', '']);
    expect(data.yLookup?.[0]).toMatchObject({ type: 'range' });
  });
});

describe('date weights', () => {
  it("'Apply Weights' sets the weight of every day of the range and no other", () => {
    const weights = given([{ type: 'weightsApplied', startDay: day(91), endDay: day(181), weight: 1 }]).xLookup ?? [];
    expect(weights).toHaveLength(365);
    expect(weights[89]).toBe(0.5);
    expect(weights[90]).toBe(1);
    expect(weights[180]).toBe(1);
    expect(weights[181]).toBe(0.5);
  });

  it('applies a range that wraps over the year end to both of its ends', () => {
    const weights = given([{ type: 'weightsApplied', startDay: day(335), endDay: day(59), weight: 0 }]).xLookup ?? [];
    expect(weights.filter((weight) => weight === 0)).toHaveLength(31 + 31 + 28);
    expect(weights[0]).toBe(0);
    expect(weights[364]).toBe(0);
    expect(weights[59]).toBe(0.5);
  });
});

describe('selecting years', () => {
  const record = { minYear: 1930, maxYear: 2012 };

  it('starts from the whole record when turned on', () => {
    expect(given([{ type: 'selectYearsToggled', on: true, record }])).toMatchObject({
      selectYears: true,
      startYear: 1930,
      endYear: 2012,
    });
  });

  it('keeps years already chosen', () => {
    const data = given([
      { type: 'textEdited', field: 'startYear', text: '1950' },
      { type: 'selectYearsToggled', on: true, record },
    ]);
    expect(data).toMatchObject({ startYear: '1950', endYear: 2012 });
    expect(given([{ type: 'selectYearsToggled', on: false, record }], data).selectYears).toBe(false);
  });
});

describe('which way the figures improve', () => {
  it('is kept once chosen, and is absent until then so the type decides', () => {
    expect(newMeasureData().better).toBeUndefined();
    expect(given([{ type: 'betterChosen', better: 'more' }]).better).toBe('more');
  });
});
