import { z } from 'zod';

/** The three monitoring activities a respondent may tick (docs/product-guide.md#what-a-project-holds). */
export const ACTIVITY_OPTIONS = [
  'Water elevation profiles',
  'Bank erosion monitoring',
  'Specific water intakes',
] as const;

/** Where a survey map opens when the project sets no position of its own (docs/product-guide.md#fixed-values). */
export const SURVEY_DEFAULT_VIEW = { lng: -105.76, lat: 48.0, zoom: 7.6 } as const;

/** Coordinates are kept to 4 decimals (docs/product-guide.md#fixed-values). */
export const roundCoordinate = (value: number): number => Math.round(value * 10_000) / 10_000;

export const MAX_TEXT_ANSWER = 2000;
export const MAX_PHOTOS_PER_RESPONSE = 6;

/** A stored photo's file name: the server names every photo `<uuid>.jpg` (its thumbnail is `<uuid>-thumb.jpg`). */
export const photoFileNamePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/;

export const coordinateOutsideWorldMessage =
  'The coordinate must be inside the world: latitude between -90 and 90, longitude between -180 and 180';

const textAnswer = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(MAX_TEXT_ANSWER, `${label} must be at most ${MAX_TEXT_ANSWER} characters`);

export const privateFieldSchema = z.strictObject({
  id: z.literal('private'),
  type: z.literal('toggle'),
  value: z.boolean({ error: 'private must be true or false' }),
});

export const coordinateFieldSchema = z.strictObject({
  id: z.literal('coordinate'),
  type: z.literal('coordinate'),
  lat: z
    .number({ error: 'lat must be a number' })
    .min(-90, coordinateOutsideWorldMessage)
    .max(90, coordinateOutsideWorldMessage),
  lng: z
    .number({ error: 'lng must be a number' })
    .min(-180, coordinateOutsideWorldMessage)
    .max(180, coordinateOutsideWorldMessage),
});

const textFieldSchema = <Id extends string>(id: Id, label: string) =>
  z.strictObject({ id: z.literal(id), type: z.literal('text'), value: textAnswer(label) });

export const activitiesFieldSchema = z.strictObject({
  id: z.literal('activities'),
  type: z.literal('checkbox'),
  selectedOptions: z
    .array(z.enum(ACTIVITY_OPTIONS, { error: `Activities must be among: ${ACTIVITY_OPTIONS.join(', ')}` }))
    .max(ACTIVITY_OPTIONS.length),
});

/** One photo of a response as stored; the API adds signed URLs when it serves it. */
export const photoEntrySchema = z.strictObject({
  id: z.string().min(1).max(100),
  title: textAnswer('A photo title').max(200, 'A photo title must be at most 200 characters'),
  description: textAnswer('A photo description'),
  date: z.string().max(40).optional(),
  url: z.string().regex(photoFileNamePattern, 'A photo must be one uploaded through /api/map-upload'),
});
export type PhotoEntry = z.output<typeof photoEntrySchema>;

export const photosFieldSchema = z.strictObject({
  id: z.literal('photos'),
  type: z.literal('file'),
  files: z
    .array(photoEntrySchema)
    .max(MAX_PHOTOS_PER_RESPONSE, `At most ${MAX_PHOTOS_PER_RESPONSE} photos per response`),
});

/**
 * A survey response: the marker's ordered fields, saved in this order (docs/product-guide.md#what-a-project-holds):
 * 0 private toggle, 1 coordinate, 2 location name, 3 respondent name, 4 concern, 5 activities, 6 photos.
 */
export const surveyFieldsSchema = z.tuple([
  privateFieldSchema,
  coordinateFieldSchema,
  textFieldSchema('locationName', 'The location name'),
  textFieldSchema('name', 'The name'),
  textFieldSchema('concern', 'The concern'),
  activitiesFieldSchema,
  photosFieldSchema,
]);
export type SurveyFields = z.output<typeof surveyFieldsSchema>;

export const isPrivateResponse = (fields: SurveyFields): boolean => fields[0].value;
export const photoNamesOf = (fields: SurveyFields): string[] => fields[6].files.map((file) => file.url);

/** The fields as stored: coordinates to 4 decimals, activities once each, in the options' order. */
export function normalizeSurveyFields(fields: SurveyFields): SurveyFields {
  const [privacy, coordinate, locationName, name, concern, activities, photos] = fields;
  const ticked = new Set(activities.selectedOptions);
  return [
    privacy,
    { ...coordinate, lat: roundCoordinate(coordinate.lat), lng: roundCoordinate(coordinate.lng) },
    locationName,
    name,
    concern,
    { ...activities, selectedOptions: ACTIVITY_OPTIONS.filter((option) => ticked.has(option)) },
    photos,
  ];
}

/**
 * Where the survey map opens: the project's own position once its admins have moved the map from
 * the new-project default, else the survey default (docs/product-guide.md#fixed-values).
 */
export function surveyMapView(
  map: { lat: number; lng: number; zoom: number },
  newProjectMap: { lat: number; lng: number; zoom: number },
): { lat: number; lng: number; zoom: number } {
  const untouched = map.lat === newProjectMap.lat && map.lng === newProjectMap.lng && map.zoom === newProjectMap.zoom;
  return untouched ? { ...SURVEY_DEFAULT_VIEW } : { lat: map.lat, lng: map.lng, zoom: map.zoom };
}
