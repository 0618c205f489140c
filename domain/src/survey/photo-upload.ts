import { z } from 'zod';
import { assertNever, DomainError, type Decider } from '../aggregate/decider.ts';
import { eventParser, type EventsOf } from '../aggregate/event-schemas.ts';
import { photoFileNamePattern } from './survey-response.ts';

const photo = z.string().regex(photoFileNamePattern);
const projectId = z.string().min(1);

export const photoUploadEventSchemas = {
  /** The upload link was used: no other upload may ever be stored under this name. */
  PhotoUploadStarted: z.object({ photo, projectId, startedAt: z.string() }),
  /** The photo and its thumbnail are both stored: a response of the project may now name it. */
  PhotoStored: z.object({ photo, projectId }),
};

export type PhotoUploadEvent = EventsOf<typeof photoUploadEventSchemas>;

export const parsePhotoUploadEvent = eventParser(photoUploadEventSchemas);

export interface PhotoUploadState {
  /** The project the photo was uploaded for; null until its link is used. */
  projectId: string | null;
  startedAt: string | null;
  stored: boolean;
}

export const initialPhotoUploadState = (): PhotoUploadState => ({ projectId: null, startedAt: null, stored: false });

export type PhotoUploadCommand =
  | { type: 'StartPhotoUpload'; data: { photo: string; projectId: string } }
  | { type: 'RecordPhotoStored'; data: { photo: string; projectId: string } };

export const uploadLinkUsedMessage = 'This upload link has been used';
export const uploadNotStartedMessage = 'This photo was not uploaded';

export function decidePhotoUpload(command: PhotoUploadCommand, state: PhotoUploadState, now: Date): PhotoUploadEvent[] {
  switch (command.type) {
    case 'StartPhotoUpload':
      if (state.projectId !== null) throw new DomainError('conflict', uploadLinkUsedMessage);
      return [{ type: 'PhotoUploadStarted', data: { ...command.data, startedAt: now.toISOString() } }];
    case 'RecordPhotoStored':
      if (state.projectId !== command.data.projectId) throw new DomainError('conflict', uploadNotStartedMessage);
      return state.stored ? [] : [{ type: 'PhotoStored', data: command.data }];
    default:
      return assertNever(command);
  }
}

export function evolvePhotoUpload(state: PhotoUploadState, event: PhotoUploadEvent): PhotoUploadState {
  switch (event.type) {
    case 'PhotoUploadStarted':
      return { projectId: event.data.projectId, startedAt: event.data.startedAt, stored: false };
    case 'PhotoStored':
      return { ...state, stored: true };
  }
}

export const photoUploadDecider: Decider<PhotoUploadState, PhotoUploadCommand, PhotoUploadEvent> = {
  initialState: initialPhotoUploadState,
  evolve: evolvePhotoUpload,
  decide: decidePhotoUpload,
  parseEvent: parsePhotoUploadEvent,
};
