import { z } from 'zod';
import { eventParser, type EventsOf } from '../aggregate/event-schemas.ts';
import { photoNamesOf, surveyFieldsSchema, type SurveyFields } from './survey-response.ts';

const markerId = z.string().min(1);
const projectId = z.string().min(1);

/** A survey's events; who and when are in each event's metadata (actorId 'anonymous' for a visitor). */
export const surveyEventSchemas = {
  MarkerSubmitted: z.object({ markerId, projectId, fields: surveyFieldsSchema }),
  SurveyMarkerEdited: z.object({ markerId, projectId, fields: surveyFieldsSchema }),
  SurveyMarkerRemoved: z.object({ markerId, projectId }),
};

export type SurveyEvent = EventsOf<typeof surveyEventSchemas>;

export const parseSurveyEvent = eventParser(surveyEventSchemas);

/**
 * The responses standing now, which response holds each photo (a photo belongs to one response only), every
 * photo any response ever named, removed ones included: such a photo is never named by another response, and the
 * ids of removed responses, which no new response takes.
 */
export interface SurveyState {
  responses: ReadonlyMap<string, SurveyFields>;
  photoOwners: ReadonlyMap<string, string>;
  namedPhotos: ReadonlySet<string>;
  removedIds: ReadonlySet<string>;
}

export const initialSurveyState = (): SurveyState => ({
  responses: new Map(),
  photoOwners: new Map(),
  namedPhotos: new Set(),
  removedIds: new Set(),
});

function withResponse(state: SurveyState, markerId: string, fields: SurveyFields | null): SurveyState {
  const responses = new Map(state.responses);
  const photoOwners = new Map(state.photoOwners);
  const namedPhotos = new Set(state.namedPhotos);
  const removedIds = fields === null ? new Set(state.removedIds).add(markerId) : state.removedIds;
  const previous = state.responses.get(markerId);
  if (previous) for (const photo of photoNamesOf(previous)) photoOwners.delete(photo);
  if (fields === null) responses.delete(markerId);
  else {
    responses.set(markerId, fields);
    for (const photo of photoNamesOf(fields)) {
      photoOwners.set(photo, markerId);
      namedPhotos.add(photo);
    }
  }
  return { responses, photoOwners, namedPhotos, removedIds };
}

export function evolveSurvey(state: SurveyState, event: SurveyEvent): SurveyState {
  switch (event.type) {
    case 'MarkerSubmitted':
    case 'SurveyMarkerEdited':
      return withResponse(state, event.data.markerId, event.data.fields);
    case 'SurveyMarkerRemoved':
      return withResponse(state, event.data.markerId, null);
  }
}
