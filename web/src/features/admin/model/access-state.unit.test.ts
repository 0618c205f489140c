import { describe, expect, it } from 'vitest';
import { accessCodeField, accessCodeProblem, accessStateOf, hasAccessCodeAfter } from './access-state.ts';

describe('access state', () => {
  it('has the three states of access to a project', () => {
    expect(accessStateOf(true, false)).toBe('open');
    expect(accessStateOf(true, true)).toBe('code');
    expect(accessStateOf(false, true)).toBe('membersOnly');
    expect(accessStateOf(false, false)).toBe('membersOnly');
  });

  it('sends a new code, null to remove it, and nothing to keep it', () => {
    expect(accessCodeField({ kind: 'set', code: 'river' })).toBe('river');
    expect(accessCodeField({ kind: 'remove' })).toBeNull();
    expect(accessCodeField({ kind: 'keep' })).toBeUndefined();
  });

  it('knows whether a code is set after the save', () => {
    expect(hasAccessCodeAfter(true, { kind: 'keep' })).toBe(true);
    expect(hasAccessCodeAfter(true, { kind: 'remove' })).toBe(false);
    expect(hasAccessCodeAfter(false, { kind: 'set', code: 'x' })).toBe(true);
  });

  it('asks for an access code of 4 to 72 characters', () => {
    expect(accessCodeProblem({ kind: 'set', code: 'abc' })).toBe('Access code must be at least 4 characters');
    expect(accessCodeProblem({ kind: 'set', code: 'x'.repeat(73) })).toBe('Access code must be at most 72 characters');
    expect(accessCodeProblem({ kind: 'set', code: 'river' })).toBeNull();
    expect(accessCodeProblem({ kind: 'remove' })).toBeNull();
  });
});
