import { describe, expect, it } from 'vitest';
import type { ProjectAnswer } from '../../../lib/api-types.ts';
import { aProject, aProjectAnswer } from '../../../testing/builders.ts';
import { gateStateOf } from './gate.ts';

const answered = (data: ProjectAnswer) => ({ data, isLoading: false });
const refused = (status: number, data: unknown) => ({ error: { status, data }, isLoading: false });
const locked: Partial<ProjectAnswer> = { id: undefined, data: undefined, version: undefined, authenticated: false };

describe('the access gate', () => {
  it('waits while the project loads', () => {
    expect(gateStateOf({ isLoading: true })).toEqual({ kind: 'loading' });
  });

  it('opens a public project, and a private one for an authenticated visitor', () => {
    expect(gateStateOf(answered(aProjectAnswer({ authenticated: false })))).toEqual({
      kind: 'open',
      project: expect.objectContaining(aProject()),
    });
    expect(gateStateOf(answered(aProjectAnswer({ public: false, authenticated: true }))).kind).toBe('open');
  });

  it('asks for the access code when the server requires one, whether as an answer or a refusal', () => {
    expect(gateStateOf(answered(aProjectAnswer({ ...locked, requriesAccessCode: true })))).toEqual({
      kind: 'needsAccessCode',
    });
    expect(gateStateOf(refused(401, { success: false, requriesAccessCode: true }))).toEqual({
      kind: 'needsAccessCode',
    });
  });

  it('does not open an answer that carries no project', () => {
    expect(gateStateOf(answered(aProjectAnswer(locked)))).toEqual({ kind: 'notFound' });
  });

  it('reports any other failure as not found', () => {
    expect(gateStateOf(refused(404, { success: false, message: 'Unable to find project' }))).toEqual({
      kind: 'notFound',
    });
    expect(gateStateOf(refused(403, { success: false, message: 'Members only' }))).toEqual({ kind: 'notFound' });
    expect(gateStateOf({ error: { status: 'FETCH_ERROR', error: 'offline' }, isLoading: false })).toEqual({
      kind: 'notFound',
    });
    expect(gateStateOf({ error: { status: 500, data: 'Internal error' }, isLoading: false })).toEqual({
      kind: 'notFound',
    });
  });
});
