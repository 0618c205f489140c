import { z } from 'zod';
import { photoEntrySchema, surveyFieldsSchema } from '@waterline/domain/survey/survey-response';
import { accepted, idSchema } from './common.ts';
import { projectKeyParamsSchema } from './projects.ts';
import type { Endpoint } from './endpoint.ts';
import { gateFailures } from './viewer-routes.ts';

/** The URLs the API adds to a photo it serves; a client may send them back with an edit, and they are dropped. */
const servedPhotoKeys = ['signedUrl', 'thumbnailUrl'] as const;

function withoutServedUrls(fields: unknown): unknown {
  if (!Array.isArray(fields)) return fields;
  return fields.map((field: unknown) => {
    if (typeof field !== 'object' || field === null || !Array.isArray((field as { files?: unknown }).files))
      return field;
    const files = (field as { files: unknown[] }).files.map((file) => {
      if (typeof file !== 'object' || file === null) return file;
      const copy = { ...(file as Record<string, unknown>) };
      for (const key of servedPhotoKeys) delete copy[key];
      return copy;
    });
    return { ...field, files };
  });
}

/** The ordered fields as a client sends them (docs/product-guide.md#what-a-project-holds: 0 private ... 6 photos). */
export const surveyFieldsInputSchema = z.preprocess(withoutServedUrls, surveyFieldsSchema).meta({ id: 'SurveyFields' });

const servedPhotoSchema = photoEntrySchema.extend({ signedUrl: z.string(), thumbnailUrl: z.string() });
const servedFieldsSchema = z.array(
  z.looseObject({ id: z.string(), type: z.string(), files: z.array(servedPhotoSchema).optional() }),
);

/** A stored survey marker as served: `data.data` holds its fields, each photo with signed URLs valid for 15 minutes. */
export const surveyMarkerSchema = z
  .object({
    id: z.string(),
    project_key: z.string(),
    private: z.boolean(),
    data: z.object({ data: servedFieldsSchema }),
  })
  .meta({ id: 'SurveyMarker' });
export type SurveyMarker = z.output<typeof surveyMarkerSchema>;

/** A marker as listed, with when it was submitted and last changed. */
export const listedSurveyMarkerSchema = surveyMarkerSchema
  .extend({ submittedAt: z.string(), updatedAt: z.string() })
  .meta({ id: 'ListedSurveyMarker' });
export type ListedSurveyMarker = z.output<typeof listedSurveyMarkerSchema>;

export const surveyMarkersSchema = z
  .object({ success: z.literal(true), data: z.array(listedSurveyMarkerSchema) })
  .meta({ id: 'SurveyMarkers' });
export type SurveyMarkersAnswer = z.output<typeof surveyMarkersSchema>;

export const responseIdMessage = 'id must be a UUID made by the client for this response';

/**
 * POST: a new response, under `id` when the client made one (a UUID, e.g. crypto.randomUUID()): sent again under the
 * same id, the same response is stored once. Strict, so that no other field can be slipped in beside the fields.
 */
export const submitMarkerRequestSchema = z
  .strictObject({
    id: z.uuid({ error: responseIdMessage }).optional(),
    data: z.strictObject({ data: surveyFieldsInputSchema }),
  })
  .meta({ id: 'SubmitSurveyMarker' });
export type SubmitMarkerRequest = z.input<typeof submitMarkerRequestSchema>;

/** PUT: the marker as served, with its changed fields (admins only). */
export const editMarkerRequestSchema = z
  .object({ id: idSchema('id'), data: z.object({ data: surveyFieldsInputSchema }) })
  .meta({ id: 'EditSurveyMarker' });
export type EditMarkerRequest = z.input<typeof editMarkerRequestSchema>;

export const surveyMarkerAnswerSchema = z
  .object({ success: z.literal(true), data: surveyMarkerSchema })
  .meta({ id: 'SurveyMarkerSaved' });
export type SurveyMarkerAnswer = z.output<typeof surveyMarkerAnswerSchema>;

export const markerIdParamsSchema = projectKeyParamsSchema.extend({ id: idSchema('id') });

export const surveyHistoryEntrySchema = z
  .object({
    version: z.number().int(),
    type: z.string(),
    markerId: z.string(),
    occurredAt: z.string(),
    actor: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'SurveyHistoryEntry' });
export const surveyHistorySchema = z
  .object({ success: z.literal(true), entries: z.array(surveyHistoryEntrySchema) })
  .meta({ id: 'SurveyHistory' });
export type SurveyHistoryAnswer = z.output<typeof surveyHistorySchema>;

const adminFailures = {
  401: 'Not signed in',
  403: 'Only project admins can edit or remove survey responses',
  404: 'Unable to find project or response',
} as const;

/** The map survey's responses. Private responses are served to the project's admins (role 1) only. */
export const surveyRoutes = {
  listMarkers: {
    method: 'get',
    path: '/api/map-markers/{project_key}',
    summary:
      "The project's survey responses, oldest first: the public ones, and for an admin (role 1) the private ones too",
    auth: 'optional',
    params: projectKeyParamsSchema,
    responses: { 200: { description: 'Survey markers', schema: surveyMarkersSchema } },
    failures: gateFailures,
    // Serialised and compressed once per version of the responses (services/api/src/survey/listing-cache.ts).
    answer: 'raw',
  },
  submitMarker: {
    method: 'post',
    path: '/api/map-markers/{project_key}',
    summary:
      'Submits a survey response: anyone who can open the project whose survey is enabled; limited per client address',
    auth: 'optional',
    params: projectKeyParamsSchema,
    body: submitMarkerRequestSchema,
    responses: { 201: { description: 'Submitted', schema: surveyMarkerAnswerSchema }, 202: accepted },
    failures: {
      400: 'Invalid fields, e.g. a coordinate outside the world, or a photo that was not uploaded',
      ...gateFailures,
      409: 'A photo of another response, or an id another response took (the same response sent again is answered 201)',
      429: 'Too many submissions from this address',
    },
    rateLimited: true,
  },
  editMarker: {
    method: 'put',
    path: '/api/map-markers/{project_key}',
    summary: "Replaces a survey response's fields (admins only)",
    auth: 'required',
    params: projectKeyParamsSchema,
    body: editMarkerRequestSchema,
    responses: { 200: { description: 'Saved', schema: surveyMarkerAnswerSchema }, 202: accepted },
    failures: { 400: 'Invalid fields', ...adminFailures },
  },
  removeMarker: {
    method: 'delete',
    path: '/api/map-markers/{project_key}/{id}',
    summary: 'Removes a survey response (admins only); the history keeps that it was there',
    auth: 'required',
    params: markerIdParamsSchema,
    responses: { 200: { description: 'Removed', schema: z.object({ success: z.literal(true) }) }, 202: accepted },
    failures: adminFailures,
  },
  surveyHistory: {
    method: 'get',
    path: '/api/map-markers/{project_key}/history',
    summary: 'Who submitted, edited or removed which survey response, and when (admins only)',
    auth: 'required',
    params: projectKeyParamsSchema,
    responses: { 200: { description: 'Survey history', schema: surveyHistorySchema } },
    failures: adminFailures,
  },
} as const satisfies Record<string, Endpoint>;
