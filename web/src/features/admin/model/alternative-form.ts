import { parseNumberList } from '@waterline/domain/import/options';
import type { Alternative } from '../types.ts';
import { HIGHLIGHT_PALETTE } from '../../../components/charts/palette.ts';

/** The add/edit alternative dialog's fields, as typed. Number lists are text such as '1930, 1931'. */
export interface AlternativeFormValues {
  text: string;
  description: string;
  color: string;
  autofill: boolean;
  ignoreNegatives: boolean;
  ignoreValues: string;
  ignoreYears: string;
}

/** Colours offered to new alternatives, so each starts out distinct from the others: the highlight palette's first ten. */
export const ALTERNATIVE_PALETTE: readonly string[] = HIGHLIGHT_PALETTE.slice(0, 10);

/** The first palette colour no alternative uses yet; once all are used, they come round again. */
export function nextAlternativeColor(usedColors: readonly string[]): string {
  const used = new Set(usedColors.map((color) => color.toLowerCase()));
  const free = ALTERNATIVE_PALETTE.find((color) => !used.has(color));
  return free ?? ALTERNATIVE_PALETTE[usedColors.length % ALTERNATIVE_PALETTE.length] ?? '#1f77b4';
}

export function emptyAlternativeForm(usedColors: readonly string[]): AlternativeFormValues {
  return {
    text: '',
    description: '',
    color: nextAlternativeColor(usedColors),
    autofill: false,
    ignoreNegatives: false,
    ignoreValues: '',
    ignoreYears: '',
  };
}

const listText = (list: unknown): string =>
  Array.isArray(list) ? list.join(', ') : typeof list === 'string' ? list : '';

export function alternativeToForm(alternative: Alternative): AlternativeFormValues {
  return {
    text: alternative.text,
    description: alternative.description ?? '',
    color: alternative.color ?? '#1f77b4',
    autofill: Boolean(alternative.autofill),
    ignoreNegatives: Boolean(alternative.ignoreNegatives),
    ignoreValues: listText(alternative.ignoreValues),
    ignoreYears: listText(alternative.ignoreYears),
  };
}

/** The message for the first list that is not made of numbers, or null. */
export function alternativeFormProblem(values: AlternativeFormValues): string | null {
  try {
    parseNumberList(values.ignoreValues, 'Ignore values');
    const years = parseNumberList(values.ignoreYears, 'Ignore years');
    const notYear = years.find((year) => !Number.isInteger(year));
    return notYear === undefined ? null : `Ignore years: '${notYear}' is not a whole year.`;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The alternative the form describes. A new one takes its name as its key; an edited one keeps
 * its key, visibility and data source unless a new source is given.
 */
export function alternativeFromForm(
  values: AlternativeFormValues,
  base: Alternative | null,
  dataSource?: string,
): Alternative {
  const text = values.text.trim();
  return {
    key: base?.key ?? text,
    text,
    description: values.description.trim(),
    dataSource: dataSource ?? base?.dataSource ?? '',
    color: values.color,
    autofill: values.autofill,
    hidden: base?.hidden ?? false,
    ignoreYears: parseNumberList(values.ignoreYears, 'Ignore years'),
    ignoreValues: parseNumberList(values.ignoreValues, 'Ignore values'),
    ignoreNegatives: values.ignoreNegatives,
  };
}
