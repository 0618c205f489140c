import { describe, expect, it } from 'vitest';
import type { Alternative } from '../types.ts';
import {
  ALTERNATIVE_PALETTE,
  alternativeFormProblem,
  alternativeFromForm,
  alternativeToForm,
  emptyAlternativeForm,
  nextAlternativeColor,
} from './alternative-form.ts';

const saved: Alternative = {
  key: 'No Action',
  text: 'No Action',
  description: 'Current operations',
  dataSource: 'fort-peck/data/no-action.csv',
  color: '#123456',
  autofill: true,
  hidden: true,
  ignoreYears: [1930, 1931],
  ignoreValues: [-999999],
  ignoreNegatives: true,
};

describe('alternative form', () => {
  it('gives a new alternative its name as key and reads the number lists', () => {
    const values = {
      ...emptyAlternativeForm([]),
      text: ' Alt 1 ',
      ignoreYears: '1930, 1931',
      ignoreValues: '-999999; -901',
    };
    expect(alternativeFromForm(values, null, 'fort-peck/data/alt-1.csv')).toEqual({
      key: 'Alt 1',
      text: 'Alt 1',
      description: '',
      dataSource: 'fort-peck/data/alt-1.csv',
      color: '#1f77b4',
      autofill: false,
      hidden: false,
      ignoreYears: [1930, 1931],
      ignoreValues: [-999999, -901],
      ignoreNegatives: false,
    });
  });

  it('keeps the key, visibility and data source of an edited alternative', () => {
    const values = { ...alternativeToForm(saved), text: 'Baseline' };
    expect(alternativeFromForm(values, saved)).toEqual({ ...saved, text: 'Baseline' });
    expect(alternativeFromForm(values, saved, 'fort-peck/data/new.csv').dataSource).toBe('fort-peck/data/new.csv');
  });

  it('shows the saved lists as text', () => {
    expect(alternativeToForm(saved)).toMatchObject({ ignoreYears: '1930, 1931', ignoreValues: '-999999' });
  });

  it('names the entry that is not a number', () => {
    expect(alternativeFormProblem({ ...emptyAlternativeForm([]), ignoreValues: '5, five' })).toBe(
      "Ignore values: 'five' is not a number.",
    );
    expect(alternativeFormProblem({ ...emptyAlternativeForm([]), ignoreYears: '1930.5' })).toBe(
      "Ignore years: '1930.5' is not a whole year.",
    );
    expect(alternativeFormProblem(emptyAlternativeForm([]))).toBeNull();
  });

  it('offers a new alternative the first palette colour not in use', () => {
    expect(nextAlternativeColor([])).toBe(ALTERNATIVE_PALETTE[0]);
    expect(nextAlternativeColor(['#1F77B4', '#2ca02c'])).toBe(ALTERNATIVE_PALETTE[1]);
    expect(nextAlternativeColor(ALTERNATIVE_PALETTE)).toBe(ALTERNATIVE_PALETTE[0]);
  });
});
