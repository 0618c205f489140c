// POST/GET /api/observed/*: adding, refreshing and the status of observed alternatives (project admins only).
import { Router } from 'express';
import { endpoints } from '@waterline/contract/endpoints';
import type { ObservedRefreshAnswer } from '@waterline/contract/observed';
import type { Sql } from '@waterline/read-models/db/sql';
import { sessionOf } from '../auth/authentication.ts';
import type { CommandAnswerEnv } from '../http/command-answer.ts';
import { command, query } from '../http/route.ts';
import { requireProjectAdmin } from '../projects/project-access.ts';
import type { ObservedRecords, RefreshOutcome } from './observed-records.ts';

function refreshAnswer(outcome: RefreshOutcome): {
  body: ObservedRefreshAnswer;
  position?: RefreshOutcome['position'];
} {
  const body: ObservedRefreshAnswer = outcome.available
    ? { success: true, available: true, range: outcome.range, added: outcome.added }
    : { success: true, available: false, message: outcome.message };
  return outcome.position === null ? { body } : { body, position: outcome.position };
}

export function createObservedRouter(deps: { sql: Sql; answers: CommandAnswerEnv; observed: ObservedRecords }): Router {
  const { sql, answers, observed } = deps;
  const router = Router();

  command(router, answers, endpoints.addObservedAlternative, [], async ({ params, body, res, origin }) => {
    const project = await requireProjectAdmin(sql, params.project_key, sessionOf(res));
    return { status: 201, ...refreshAnswer(await observed.add(await origin(), project, body)) };
  });

  command(router, answers, endpoints.refreshObservedAlternative, [], async ({ params, res, origin }) => {
    const project = await requireProjectAdmin(sql, params.project_key, sessionOf(res));
    return refreshAnswer(await observed.refresh(await origin(), project, params.alternative_key));
  });

  query(router, endpoints.observedStatuses, [], async ({ params, res }) => {
    const project = await requireProjectAdmin(sql, params.project_key, sessionOf(res));
    return { body: { success: true as const, alternatives: await observed.statuses(project) } };
  });
  return router;
}
