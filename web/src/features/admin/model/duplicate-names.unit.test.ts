import { describe, expect, it } from 'vitest';
import { isDuplicateName } from './duplicate-names.ts';

describe('isDuplicateName', () => {
  const names = ['No Action', 'Alternative 1'];

  it('finds a name already in use, ignoring case and surrounding spaces', () => {
    expect(isDuplicateName('no action ', names)).toBe(true);
    expect(isDuplicateName('Alternative 2', names)).toBe(false);
  });

  it('does not call an empty name a duplicate', () => {
    expect(isDuplicateName('  ', names)).toBe(false);
  });
});
