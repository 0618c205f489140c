import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { Project, ProjectAnswer } from '../../../lib/api-types.ts';

/** Where the access gate stands for one answer of GET /api/project/{key} (docs/product-guide.md#how-things-change). */
export type GateState =
  { kind: 'loading' } | { kind: 'open'; project: Project } | { kind: 'needsAccessCode' } | { kind: 'notFound' };

export function gateStateOf(answer: {
  data?: ProjectAnswer;
  error?: FetchBaseQueryError | SerializedError;
  isLoading: boolean;
}): GateState {
  if (answer.isLoading) return { kind: 'loading' };
  const body = answer.data ?? errorBody(answer.error);
  if (!body) return { kind: 'notFound' };
  if (answer.data && (body.public || body.authenticated) && isProject(body)) return { kind: 'open', project: body };
  if (body.requriesAccessCode) return { kind: 'needsAccessCode' };
  return { kind: 'notFound' };
}

function errorBody(error: FetchBaseQueryError | SerializedError | undefined): ProjectAnswer | undefined {
  if (!error || !('status' in error)) return undefined;
  const body = error.data;
  return body && typeof body === 'object' ? (body as ProjectAnswer) : undefined;
}

function isProject(answer: ProjectAnswer): answer is ProjectAnswer & Project {
  return (
    typeof answer.project_key === 'string' &&
    answer.id !== undefined &&
    typeof answer.data === 'object' &&
    answer.data !== null
  );
}
