import { assertNever, DomainError, type Decider } from '../aggregate/decider.ts';
import { isDeepEqual } from '../projects/deep-equal.ts';
import { ADMIN, type ProjectRole } from '../projects/roles.ts';
import { evolveSurvey, initialSurveyState, parseSurveyEvent, type SurveyEvent, type SurveyState } from './survey.ts';
import { normalizeSurveyFields, photoNamesOf, type SurveyFields } from './survey-response.ts';

/** Who asks, as the API found them past the project's gate: the signed-in user (null for a visitor) and their role. */
export interface SurveyActor {
  userId: string | null;
  role: ProjectRole | null;
}

/**
 * The photos among a response's that were uploaded for its project, stored whole (photo and thumbnail), and recently
 * enough to be named (the API reads them from each photo's upload stream).
 */
export type UploadedPhotos = { uploadedPhotos: readonly string[] };

export type SubmitMarker = {
  type: 'SubmitMarker';
  data: { markerId: string; projectId: string; fields: SurveyFields } & UploadedPhotos;
};
export type EditMarker = {
  type: 'EditMarker';
  data: { markerId: string; projectId: string; fields: SurveyFields; actor: SurveyActor } & UploadedPhotos;
};
export type RemoveMarker = { type: 'RemoveMarker'; data: { markerId: string; projectId: string; actor: SurveyActor } };

export type SurveyCommand = SubmitMarker | EditMarker | RemoveMarker;

export const markerNotFoundMessage = 'Survey response not found';
export const markerIdTakenMessage =
  'A different survey response was already sent with this id (or was removed); send it again under a new id';
export const onlyAdminsEditMessage = 'Only project admins can edit or remove survey responses';
export const photoTakenMessage = 'A photo belongs to another survey response, or to one that was removed';
export const photoNotUploadedMessage =
  'A photo must be uploaded for this survey, and the response saved within two hours; please add the photo again';
export const duplicatePhotoMessage = 'The same photo is listed twice';

/**
 * Anyone past the project's gate submits a response (private or public, as they choose), under an id the client may
 * choose: the same response sent again under its id (a retry after a lost answer) changes nothing, and another
 * response under a taken id is refused. Only admins (role 1) edit or remove one. A response names only photos uploaded for it that no
 * response ever named before (a removed one's included), so a public response can never show
 * the photo of a private or removed one.
 */
export function decideSurvey(command: SurveyCommand, state: SurveyState): SurveyEvent[] {
  switch (command.type) {
    case 'SubmitMarker': {
      const { markerId, projectId } = command.data;
      const fields = normalizeSurveyFields(command.data.fields);
      const stored = state.responses.get(markerId);
      if (stored && isDeepEqual(stored, fields)) return [];
      if (stored || state.removedIds.has(markerId)) throw new DomainError('conflict', markerIdTakenMessage);
      assertPhotosMayBeNamed(state, markerId, fields, command.data.uploadedPhotos);
      return [{ type: 'MarkerSubmitted', data: { markerId, projectId, fields } }];
    }
    case 'EditMarker': {
      const { markerId, projectId, actor } = command.data;
      assertAdmin(actor);
      const current = state.responses.get(markerId);
      if (!current) throw new DomainError('not_found', markerNotFoundMessage);
      const fields = normalizeSurveyFields(command.data.fields);
      assertPhotosMayBeNamed(state, markerId, fields, command.data.uploadedPhotos);
      if (isDeepEqual(current, fields)) return [];
      return [{ type: 'SurveyMarkerEdited', data: { markerId, projectId, fields } }];
    }
    case 'RemoveMarker': {
      const { markerId, projectId, actor } = command.data;
      assertAdmin(actor);
      if (!state.responses.has(markerId)) throw new DomainError('not_found', markerNotFoundMessage);
      return [{ type: 'SurveyMarkerRemoved', data: { markerId, projectId } }];
    }
    default:
      return assertNever(command);
  }
}

function assertAdmin(actor: SurveyActor): void {
  if (actor.role !== ADMIN) throw new DomainError('forbidden', onlyAdminsEditMessage);
}

/** Each photo is the response's already, or new: uploaded for it and never named by any response. */
function assertPhotosMayBeNamed(
  state: SurveyState,
  markerId: string,
  fields: SurveyFields,
  uploadedPhotos: readonly string[],
): void {
  const photos = photoNamesOf(fields);
  if (new Set(photos).size !== photos.length) throw new DomainError('invalid', duplicatePhotoMessage);
  for (const photo of photos) {
    if (state.photoOwners.get(photo) === markerId) continue;
    if (state.namedPhotos.has(photo)) throw new DomainError('conflict', photoTakenMessage);
    if (!uploadedPhotos.includes(photo)) throw new DomainError('invalid', photoNotUploadedMessage);
  }
}

export const surveyDecider: Decider<SurveyState, SurveyCommand, SurveyEvent> = {
  initialState: initialSurveyState,
  evolve: evolveSurvey,
  decide: decideSurvey,
  parseEvent: parseSurveyEvent,
};
