import { randomUUID } from 'node:crypto';
import type { LogPosition } from '@waterline/domain/events/envelope';
import { surveyDecider, type SurveyActor } from '@waterline/domain/survey/survey-commands';
import { surveyStreamId } from '@waterline/domain/survey/survey';
import type { SurveyFields } from '@waterline/domain/survey/survey-response';
import { handleCommand, type CommandEnv, type CommandOrigin } from './command-handler.ts';

/** Adds a response to the project's survey under a new id; the stored fields are normalised (4-decimal coordinates). */
export async function submitMarker(
  env: CommandEnv,
  origin: CommandOrigin,
  input: { projectId: string; fields: SurveyFields },
): Promise<{ markerId: string; fields: SurveyFields; position: LogPosition }> {
  const markerId = randomUUID();
  const result = await handleCommand(
    env,
    surveyDecider,
    surveyStreamId(input.projectId),
    { type: 'SubmitMarker', data: { markerId, ...input } },
    origin,
  );
  return { markerId, fields: result.state.responses.get(markerId)!, position: result.position! };
}

/** Replaces a response's fields (admins only); when nothing changed, the position is the stream's last one. */
export async function editMarker(
  env: CommandEnv,
  origin: CommandOrigin,
  input: { markerId: string; projectId: string; fields: SurveyFields; actor: SurveyActor },
): Promise<{ fields: SurveyFields; position: LogPosition | null }> {
  const result = await handleCommand(
    env,
    surveyDecider,
    surveyStreamId(input.projectId),
    { type: 'EditMarker', data: input },
    origin,
  );
  return { fields: result.state.responses.get(input.markerId)!, position: result.position };
}

/** Removes a response (admins only). */
export async function removeMarker(
  env: CommandEnv,
  origin: CommandOrigin,
  input: { markerId: string; projectId: string; actor: SurveyActor },
): Promise<LogPosition> {
  const result = await handleCommand(
    env,
    surveyDecider,
    surveyStreamId(input.projectId),
    { type: 'RemoveMarker', data: input },
    origin,
  );
  return result.position!;
}
