import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { randomUUID } from 'node:crypto';
import type { LogPosition } from '@waterline/domain/events/envelope';
import { markerIdTakenMessage, surveyDecider, type SurveyActor } from '@waterline/domain/survey/survey-commands';
import { photoUploadDecider } from '@waterline/domain/survey/photo-upload';
import { DomainError } from '@waterline/domain/aggregate/decider';
import { DuplicateEventIdError } from '../event-store/errors.ts';

import { photoNamesOf, type SurveyFields } from '@waterline/domain/survey/survey-response';
import { PHOTO_NAMING_WINDOW_MS } from './photo-limits.ts';
import { handleCommand, loadStream, type CommandEnv, type CommandOrigin } from './command-handler.ts';

/**
 * The photos among `fields` that were uploaded for the project, stored whole, and within the time a response may
 * name them: read from each photo's upload stream, so every process sees the same.
 */
async function uploadedPhotosOf(env: CommandEnv, projectId: string, fields: SurveyFields): Promise<string[]> {
  const namedSince = env.clock().getTime() - PHOTO_NAMING_WINDOW_MS;
  const uploaded = await Promise.all(
    photoNamesOf(fields).map(async (photo) => {
      const { state } = await loadStream(env.eventStore, photoUploadDecider, streamIds.surveyPhoto(photo));
      const recent = state.startedAt !== null && Date.parse(state.startedAt) >= namedSince;
      return state.projectId === projectId && state.stored && recent ? [photo] : [];
    }),
  );
  return uploaded.flat();
}

/**
 * Adds a response to the project's survey under the client's id (a uuid), else a new one; the stored fields are
 * normalised (4-decimal coordinates). The id is also the command's, so its event's id derives from it: the same
 * response sent again stores nothing, and an id another project's response took is refused.
 */
export async function submitMarker(
  env: CommandEnv,
  origin: CommandOrigin,
  input: { projectId: string; fields: SurveyFields; markerId?: string | undefined },
): Promise<{ markerId: string; fields: SurveyFields; position: LogPosition }> {
  const { projectId, fields } = input;
  const markerId = input.markerId?.toLowerCase() ?? randomUUID();
  const uploadedPhotos = await uploadedPhotosOf(env, projectId, fields);
  const result = await handleCommand(
    env,
    surveyDecider,
    streamIds.survey(projectId),
    { type: 'SubmitMarker', data: { markerId, projectId, fields, uploadedPhotos } },
    origin,
    { commandId: markerId },
  ).catch((error: unknown) => {
    if (error instanceof DuplicateEventIdError) throw new DomainError('conflict', markerIdTakenMessage);
    throw error;
  });
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
    streamIds.survey(input.projectId),
    {
      type: 'EditMarker',
      data: { ...input, uploadedPhotos: await uploadedPhotosOf(env, input.projectId, input.fields) },
    },
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
    streamIds.survey(input.projectId),
    { type: 'RemoveMarker', data: input },
    origin,
  );
  return result.position!;
}
