import { describe, expect, it } from 'vitest';
import { uniqueSlug } from './unique-slug.ts';

describe('uniqueSlug', () => {
  it('turns a name into a lowercase identifier', () => {
    expect(uniqueSlug('Fort Peck Dam (spillway)', [], 'marker')).toBe('fort-peck-dam-spillway');
  });

  it('adds a number when the identifier is taken', () => {
    expect(uniqueSlug('Dam', ['dam'], 'marker')).toBe('dam-2');
    expect(uniqueSlug('Dam', ['dam', 'dam-2'], 'marker')).toBe('dam-3');
  });

  it('falls back for a name without letters or digits', () => {
    expect(uniqueSlug('***', [], 'layer')).toBe('layer');
  });
});
