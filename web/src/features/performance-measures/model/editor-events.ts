import type { Better, Direction, MatrixRule, PmType, ScoringRule } from '@waterline/domain/analysis/index';
import { daysOfRange, DAYS_IN_YEAR, type JulianDay } from '@waterline/domain/calendar/index';
import { moveItem, type MoveDirection } from '../../../lib/move-item.ts';
import { nextRuleKey, removeItem, updateItem } from './list-moves.ts';
import { defaultDayWeights, type MeasureData } from './measure-data.ts';

/** Fields the editor takes as typed text. */
export type TextFieldName =
  | 'name'
  | 'description'
  | 'value'
  | 'lowerRange'
  | 'upperRange'
  | 'daysInRow'
  | 'startYear'
  | 'endYear'
  | 'defaultScore'
  | 'defaultWeight';

/** The first and last years of the location's record, which bound the selected years. */
export interface RecordYears {
  minYear: number;
  maxYear: number;
}

/** What happened in the editor; `editorReducer` turns each into the new measure data. */
export type EditorEvent =
  | { type: 'typeChosen'; pmType: PmType }
  | { type: 'textEdited'; field: TextFieldName; text: string }
  | { type: 'locationChosen'; location: string }
  | { type: 'directionChosen'; direction: Direction }
  | { type: 'betterChosen'; better: Better }
  | { type: 'seasonChanged'; edge: 'start' | 'end'; day: JulianDay }
  | { type: 'selectYearsToggled'; on: boolean; record: RecordYears | null }
  | { type: 'ruleAdded' }
  | { type: 'ruleEdited'; index: number; changes: Partial<ScoringRule> }
  | { type: 'ruleMoved'; index: number; direction: MoveDirection }
  | { type: 'ruleRemoved'; index: number }
  | { type: 'dataRuleAdded' }
  | { type: 'dataRuleEdited'; index: number; changes: Partial<MatrixRule> }
  | { type: 'dataRuleMoved'; index: number; direction: MoveDirection }
  | { type: 'dataRuleRemoved'; index: number }
  | { type: 'weightsApplied'; startDay: JulianDay; endDay: JulianDay; weight: number };

/** 'Add Rule' on the rules builder: a range rule for days 1 to 365 (docs/product-guide.md#how-things-change). */
export function newScoringRule(rules: readonly ScoringRule[]): ScoringRule {
  const key = nextRuleKey(rules);
  return {
    key,
    name: `Rule ${rules.length + 1}`,
    type: 'range',
    lowerRange: '',
    upperRange: '',
    startDay: 1,
    endDay: DAYS_IN_YEAR,
    score: 1,
  };
}

/** 'Add Rule' on the data rules: a range rule without bounds or weight yet. */
export function newMatrixRule(rules: readonly MatrixRule[]): MatrixRule {
  return {
    key: nextRuleKey(rules),
    name: `Rule ${rules.length + 1}`,
    type: 'range',
    value: '',
    lowerRange: '',
    upperRange: '',
    weight: '',
  };
}

/** The day weights with `weight` on every day of startDay..endDay (wrapping over the year's end when startDay > endDay). */
export function applyWeights(
  weights: readonly (number | string)[],
  startDay: JulianDay,
  endDay: JulianDay,
  weight: number,
): (number | string)[] {
  const next = weights.length === DAYS_IN_YEAR ? [...weights] : defaultDayWeights();
  for (const day of daysOfRange({ startDay, endDay })) next[day - 1] = weight;
  return next;
}

/** The measure after one editor event. */
export function editorReducer(data: MeasureData, event: EditorEvent): MeasureData {
  switch (event.type) {
    case 'typeChosen':
      return { ...data, pmType: event.pmType };
    case 'textEdited':
      return { ...data, [event.field]: event.text };
    case 'locationChosen':
      return { ...data, location: event.location };
    case 'directionChosen':
      return { ...data, direction: event.direction };
    case 'betterChosen':
      return { ...data, better: event.better };
    case 'seasonChanged':
      return event.edge === 'start' ? { ...data, startDay: event.day } : { ...data, endDay: event.day };
    case 'selectYearsToggled': {
      const blank = (year: unknown) => year === undefined || year === null || year === '';
      if (!event.on || !event.record) return { ...data, selectYears: event.on };
      return {
        ...data,
        selectYears: true,
        startYear: blank(data.startYear) ? event.record.minYear : data.startYear,
        endYear: blank(data.endYear) ? event.record.maxYear : data.endYear,
      };
    }
    case 'ruleAdded': {
      const rules = data.ranges ?? [];
      return { ...data, ranges: [...rules, newScoringRule(rules)] };
    }
    case 'ruleEdited':
      return { ...data, ranges: [...updateItem(data.ranges ?? [], event.index, event.changes)] };
    case 'ruleMoved':
      return { ...data, ranges: [...moveItem(data.ranges ?? [], event.index, event.direction)] };
    case 'ruleRemoved':
      return { ...data, ranges: [...removeItem(data.ranges ?? [], event.index)] };
    case 'dataRuleAdded': {
      const rules = data.yLookup ?? [];
      return { ...data, yLookup: [...rules, newMatrixRule(rules)] };
    }
    case 'dataRuleEdited':
      return { ...data, yLookup: [...updateItem(data.yLookup ?? [], event.index, event.changes)] };
    case 'dataRuleMoved':
      return { ...data, yLookup: [...moveItem(data.yLookup ?? [], event.index, event.direction)] };
    case 'dataRuleRemoved':
      return { ...data, yLookup: [...removeItem(data.yLookup ?? [], event.index)] };
    case 'weightsApplied':
      return { ...data, xLookup: applyWeights(data.xLookup ?? [], event.startDay, event.endDay, event.weight) };
  }
}
