import { FREQUENCY_HEADLINES, type FrequencyHeadline } from '@waterline/domain/analysis/index';

/** The column a matrix is sorted by: the measures' names, or one alternative's figures. */
export type SortColumn = { kind: 'measure' } | { kind: 'alternative'; key: string };

/** What the comparison shows, as its address holds it so a link reproduces the page. */
export interface CompareChoice {
  /** The measures shown, by id in the list's order; null for all of them. */
  measures: string[] | null;
  /** The alternatives shown, by key; null for every visible one. */
  alternatives: string[] | null;
  baseline: string | null;
  sort: SortColumn;
  descending: boolean;
  frequency: FrequencyHeadline;
}

export const DEFAULT_CHOICE: CompareChoice = {
  measures: null,
  alternatives: null,
  baseline: null,
  sort: { kind: 'measure' },
  descending: false,
  frequency: 'events',
};

/** A list parameter: repeated (`?measure=a&measure=b`); absent means all, present but empty (`?measure=`) none. */
function listOf(params: URLSearchParams, name: string): string[] | null {
  if (!params.has(name)) return null;
  return params.getAll(name).filter((value) => value !== '');
}

/** The choice in an address's query string; unknown or missing parts take their defaults. */
export function parseCompareQuery(search: string): CompareChoice {
  const params = new URLSearchParams(search);
  const sortKey = params.get('sort');
  const frequency = params.get('frequency');
  return {
    measures: listOf(params, 'measure'),
    alternatives: listOf(params, 'alternative'),
    baseline: params.get('baseline') || null,
    sort: sortKey ? { kind: 'alternative', key: sortKey } : { kind: 'measure' },
    descending: params.get('order') === 'desc',
    frequency: FREQUENCY_HEADLINES.find((entry) => entry === frequency) ?? 'events',
  };
}

/** The query string of a choice (without '?'); defaults are left out so the plain page has a plain address. */
export function compareQuery(choice: CompareChoice): string {
  const params = new URLSearchParams();
  const addList = (name: string, values: string[] | null) => {
    if (values === null) return;
    if (values.length === 0) params.append(name, '');
    for (const value of values) params.append(name, value);
  };
  addList('measure', choice.measures);
  addList('alternative', choice.alternatives);
  if (choice.baseline) params.set('baseline', choice.baseline);
  if (choice.sort.kind === 'alternative') params.set('sort', choice.sort.key);
  if (choice.descending) params.set('order', 'desc');
  if (choice.frequency !== 'events') params.set('frequency', choice.frequency);
  return params.toString();
}

/** The ids chosen among `all` (all of them when the choice names none), in `all`'s order. */
export function chosen(all: readonly string[], choice: string[] | null): string[] {
  if (choice === null) return [...all];
  const wanted = new Set(choice);
  return all.filter((id) => wanted.has(id));
}
