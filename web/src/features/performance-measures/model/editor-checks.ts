import { isNumeric, performanceMeasureProblems, toNumber } from '@waterline/domain/analysis/index';
import { compileFormula, FormulaError } from '@waterline/domain/formula/index';
import type { RecordYears } from './editor-events.ts';
import { measureDataForSaving, type MeasureData } from './measure-data.ts';

/** Build and Edit need a name and a location (docs/product-guide.md#checks-on-input). */
export function hasNameAndLocation(data: MeasureData): boolean {
  return data.name.trim() !== '' && data.location.trim() !== '';
}

/** Why a rule's score cannot be used, or null when it is a number or an allowed formula in x. */
export function scoreProblem(score: number | string): string | null {
  if (isNumeric(score)) return null;
  const text = String(score);
  if (text.trim() === '') return 'Enter a number or a formula in x.';
  try {
    compileFormula(text);
    return null;
  } catch (error) {
    if (error instanceof FormulaError) return error.message;
    throw error;
  }
}

/** Why a selected year cannot be used: not a whole year, or outside the record. */
export function yearProblem(year: unknown, record: RecordYears | null): string | null {
  const value = toNumber(year);
  if (!Number.isInteger(value)) return 'Enter a whole year.';
  if (record && (value < record.minYear || value > record.maxYear))
    return `Enter a year from ${record.minYear} to ${record.maxYear}.`;
  return null;
}

/** Everything that stops the measure from being built: the engine's problems, and selected years outside the record. */
export function buildProblems(data: MeasureData, record: RecordYears | null): string[] {
  const problems = performanceMeasureProblems(measureDataForSaving(data));
  if (data.selectYears === true && record) {
    const outside = [data.startYear, data.endYear].some(
      (year) => Number.isInteger(toNumber(year)) && yearProblem(year, record) !== null,
    );
    if (outside)
      problems.push(`The selected years must lie within the record, ${record.minYear} to ${record.maxYear}.`);
  }
  return problems;
}
