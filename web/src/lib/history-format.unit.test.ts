import { describe, expect, it } from 'vitest';
import { eventTitle, formatWhen } from './history-format.ts';

describe('history format', () => {
  it('turns an event type into a heading', () => {
    expect(eventTitle('ProjectDetailsChanged')).toBe('Project details changed');
    expect(eventTitle('AlternativeAdded')).toBe('Alternative added');
    expect(eventTitle('ProjectRestored')).toBe('Project restored');
  });

  it('writes a time stamp as a date and time, and leaves other text alone', () => {
    expect(formatWhen('2026-11-22T02:05:09.000Z')).toMatch(/Nov 2026/);
    expect(formatWhen('not a date')).toBe('not a date');
  });
});
