/** How an alternative's values are cleaned on import (the alternative's settings). */
export interface ImportOptions {
  autofill?: boolean; // an empty value takes the previous day's value
  ignoreYears?: readonly (number | string)[] | string; // years whose rows are dropped; a list or text such as '1930, 1931'
  ignoreValues?: readonly (number | string)[] | string; // values that become empty, e.g. '-999999, -901'
  ignoreNegatives?: boolean; // negative values become empty
}

/** The cleaning rules in the form the importer applies them. */
export interface CleaningRules {
  autofill: boolean;
  ignoreYears: ReadonlySet<number>;
  ignoreValues: ReadonlySet<number>;
  ignoreNegatives: boolean;
}

/**
 * Reads a list of numbers given as an array or as text separated by commas, semicolons or
 * blanks. Throws a clear error naming the first entry that is not a number.
 */
export function parseNumberList(list: readonly (number | string)[] | string | undefined, what: string): number[] {
  if (list === undefined) return [];
  const entries = typeof list === 'string' ? list.split(/[\s,;]+/).filter((entry) => entry !== '') : list;
  return entries.map((entry) => {
    const value = typeof entry === 'number' ? entry : Number(entry);
    if (!Number.isFinite(value)) throw new Error(`${what}: '${String(entry)}' is not a number.`);
    return value;
  });
}
