import { describe, expect, it } from 'vitest';
import { isDuplicateAlternativeName } from './alternativeNames.ts';

describe('isDuplicateAlternativeName', () => {
  const names = ['No Action', 'Alternative 1'];

  it('finds a name already in use, ignoring case and surrounding spaces', () => {
    expect(isDuplicateAlternativeName('no action ', names)).toBe(true);
    expect(isDuplicateAlternativeName('Alternative 2', names)).toBe(false);
  });

  it('does not call an empty name a duplicate', () => {
    expect(isDuplicateAlternativeName('  ', names)).toBe(false);
  });
});
