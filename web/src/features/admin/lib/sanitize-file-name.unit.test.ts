import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './sanitize-file-name.ts';

describe('sanitizeFileName', () => {
  it('turns spaces and plus signs into hyphens', () => {
    expect(sanitizeFileName('Fort Peck+Alt 1.csv')).toBe('Fort-Peck-Alt-1.csv');
  });

  it('removes parentheses, dollar signs and question marks', () => {
    expect(sanitizeFileName('flows (2024) $final?.csv')).toBe('flows-2024-final.csv');
  });

  it('leaves an already safe name unchanged', () => {
    expect(sanitizeFileName('fort-peck-no-action.csv')).toBe('fort-peck-no-action.csv');
  });
});
