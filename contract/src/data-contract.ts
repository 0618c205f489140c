import { z } from 'zod';
import { STATISTIC_KEYS, type StatisticKey } from '@waterline/domain/analysis/daily-statistics';
import type { EncodedSeries } from '@waterline/domain/analysis/series-codec';
import type { EncodedSeriesSummary } from '@waterline/domain/analysis/series-summary';
import type { Endpoint } from './endpoint.ts';

/** PUT /api/upload/{project_key} and PUT /api/map-upload/{project_key}: `path` is the browser's path of the chosen file; only `name` names the blob. */
export const uploadRequestSchema = z.object({
  contentType: z.string().max(200, 'contentType must be at most 200 characters'),
  name: z.string().min(1, 'name must not be empty').max(255, 'name must be at most 255 characters'),
  path: z.string().max(4096, 'path must be at most 4096 characters').optional(),
});

/**
 * PUT /api/upload/{project_key}: `alternative` is the key of the alternative whose data file the upload replaces, left out
 * for a new alternative; a file stored under the name of another alternative's file is refused.
 */
export const dataUploadRequestSchema = uploadRequestSchema.extend({
  alternative: z.string().max(200, 'alternative must be at most 200 characters').optional(),
});

/** `url` is the signed upload URL (relative to the app), to PUT the file to with `contentType`; `name` is the sanitised file name. */
export const uploadUrlResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  key: z.string(),
  name: z.string(),
});

/** GET /api/signedurl/{project_key}/{filename} and GET /api/signedurl-map/{project_key}/{filename}. */
export const signedUrlResponseSchema = z.object({ success: z.literal(true), url: z.string() });

/** GET /api/signed-url/{folder}/{file} (the data editor's download). */
export const editorSignedUrlResponseSchema = z.object({ signedUrl: z.string() });

export const manifestLocationSchema = z.object({
  index: z.number().int().nonnegative(),
  key: z.string(),
  location: z.string(),
  measure: z.string(),
  minYear: z.number().int(),
  maxYear: z.number().int(),
});

/** One import of one data file: `sha256` of the CSV, `importKey` naming its series (equal to `sha256` without settings). */
export const dataManifestSchema = z.object({
  sha256: z.string(),
  importKey: z.string(),
  rows: z.number().int(),
  dropped: z.object({ leapDays: z.number().int(), emptyDates: z.number().int(), ignoredYears: z.number().int() }),
  locations: z.array(manifestLocationSchema),
});

/** GET /api/project/{project_key}/data/{file}/manifest: each location also carries the URL of its series. */
export const manifestResponseSchema = dataManifestSchema.extend({
  success: z.literal(true),
  locations: z.array(manifestLocationSchema.extend({ url: z.string() })),
});

/**
 * GET /api/project/{project_key}/manifests: each visible alternative's data file and the settings it is imported
 * with (as a manifest's query names them), and its manifest, or the status and message its own manifest's request
 * would have been refused with.
 */
export const projectManifestsResponseSchema = z.object({
  success: z.literal(true),
  alternatives: z.array(
    z.object({
      key: z.string(),
      dataSource: z.string(),
      settings: z.record(z.string(), z.string()),
      manifest: manifestResponseSchema.optional(),
      failure: z.object({ status: z.number().int(), message: z.string() }).optional(),
    }),
  ),
});

/** The signed PUT's answer: the stored blob, and for a data file its raw import. */
export const uploadedResponseSchema = z.object({
  success: z.literal(true),
  key: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  manifest: dataManifestSchema.optional(),
});

/** Every refusal; an unreadable data file adds the row (null when no single row is at fault) and the reason. */
export const failureResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  row: z.number().int().nullable().optional(),
  reason: z.string().optional(),
});

/** The pump page's file: the configured intake transect, and the CSV as uploaded (parsed and checked by the page, which lists bad rows). */
export const pumpTransectsResponseSchema = z.object({
  success: z.literal(true),
  intakeTransect: z.string(),
  csv: z.string(),
});

export type PumpTransectsResponse = z.infer<typeof pumpTransectsResponseSchema>;
export type ManifestLocation = z.infer<typeof manifestLocationSchema>;
export type DataManifest = z.infer<typeof dataManifestSchema>;
export type UploadRequest = z.output<typeof uploadRequestSchema>;
export type DataUploadRequest = z.output<typeof dataUploadRequestSchema>;
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;
export type ManifestResponse = z.infer<typeof manifestResponseSchema>;
export type ProjectManifestsResponse = z.infer<typeof projectManifestsResponseSchema>;
export type UploadedResponse = z.infer<typeof uploadedResponseSchema>;
export type FailureResponse = z.infer<typeof failureResponseSchema>;

/** The served form of one location: the domain's EncodedSeries. */
export const encodedSeriesSchema = z.object({
  location: z.string(),
  measure: z.string(),
  minYear: z.number().int(),
  maxYear: z.number().int(),
  encoding: z.enum(['cents-varint-base64', 'float64le-base64']),
  values: z.string(),
}) satisfies z.ZodType<EncodedSeries>;

const dailyValues = z.array(z.number().nullable()).length(365);

/** A location's daily statistics and trace years: the domain's EncodedSeriesSummary. */
export const seriesSummarySchema = z.object({
  location: z.string(),
  measure: z.string(),
  minYear: z.number().int(),
  maxYear: z.number().int(),
  statistics: z.object(
    Object.fromEntries(STATISTIC_KEYS.map((key) => [key, dailyValues])) as Record<StatisticKey, typeof dailyValues>,
  ),
  traceYears: z.array(z.number().int()),
}) satisfies z.ZodType<EncodedSeriesSummary>;

/** The start of the year a summary's trace years count from (julian day, default 1). */
export const summaryQuerySchema = z.object({
  startDay: z.coerce
    .number({ error: 'startDay must be a day of the year (1-365)' })
    .int('startDay must be a day of the year (1-365)')
    .min(1, 'startDay must be a day of the year (1-365)')
    .max(365, 'startDay must be a day of the year (1-365)')
    .default(1),
});

/** At most this many summaries are asked for in one request. */
export const MAX_SUMMARIES_PER_REQUEST = 100;
const seriesListMessage = `series must name 1 to ${MAX_SUMMARIES_PER_REQUEST} series, each as <import key>.<location index>`;

/** Several locations' summaries at once: `series` names each as `<import key>.<location index>` (repeated), in the order wanted. */
export const summariesQuerySchema = summaryQuerySchema.extend({
  series: z
    .union([z.string(), z.array(z.string())], { error: seriesListMessage })
    .transform((series) => (typeof series === 'string' ? [series] : series))
    .pipe(
      z
        .array(z.string().regex(/^[0-9a-f]{64}\.\d{1,6}$/, seriesListMessage))
        .min(1, seriesListMessage)
        .max(MAX_SUMMARIES_PER_REQUEST, seriesListMessage),
    ),
});

/** The summaries of the series asked for, in their order. */
export const summariesResponseSchema = z.object({ summaries: z.array(seriesSummarySchema) });
export type SummariesResponse = z.output<typeof summariesResponseSchema>;

/** An alternative's cleaning settings as a manifest's query names them; read and checked by the server's import options. */
const importSettingsQuerySchema = z.object({
  autofill: z.unknown().optional().meta({ description: 'true or false' }),
  ignoreNegatives: z.unknown().optional().meta({ description: 'true or false' }),
  ignoreValues: z.unknown().optional().meta({ description: 'numbers separated by commas' }),
  ignoreYears: z.unknown().optional().meta({ description: 'years separated by commas' }),
});

const projectFileParams = z.object({ project_key: z.string(), filename: z.string() });
const signedBlobParams = z.object({ project_key: z.string(), folder: z.string(), file: z.string() });
/** Why a CSV is not served: it is not stored, or (to all but the project's admins) no alternative uses it now. */
const unservedFile = 'No such file, or, to a caller who is not an admin, one no alternative of the project uses';

const signedBlobQuery =
  'Query: method, expires, type (uploads: the media type), by (uploads: the user signed for), for (a data file: the alternative whose file it replaces), signature.';

/** Uploads, downloads and the serving of imported data. Raw bodies (the uploaded file, a download) are described in words. */
export const dataRoutes = {
  issueDataUploadUrl: {
    method: 'put',
    path: '/api/upload/{project_key}',
    summary:
      'A signed URL to PUT one CSV to (.csv as text/csv or application/vnd.ms-excel); the name is sanitised as the product does',
    auth: 'required',
    params: z.object({ project_key: z.string() }),
    body: dataUploadRequestSchema,
    responses: { 200: { description: 'Signed upload URL', schema: uploadUrlResponseSchema } },
    failures: {
      400: 'Not a CSV, or an invalid file name',
      403: 'Not an admin of the project',
      409: "Another alternative's data file has this name",
    },
  },
  issueMapUploadUrl: {
    method: 'put',
    path: '/api/map-upload/{project_key}',
    summary: 'A signed URL to PUT one GeoJSON layer to (.geojson as application/geo+json)',
    auth: 'required',
    params: z.object({ project_key: z.string() }),
    body: uploadRequestSchema,
    responses: { 200: { description: 'Signed upload URL', schema: uploadUrlResponseSchema } },
    failures: {
      400: 'Not GeoJSON, or an invalid file name',
      403: 'Not an admin of the project',
      507: "A survey photo: the project's photo quota is full",
    },
  },
  signedUpload: {
    method: 'put',
    path: '/api/blob/{project_key}/{folder}/{file}',
    summary: `The signed upload itself: the raw file with the signed media type. A CSV is imported before it is stored; 413 when too large, 415 for another media type, 422 when the file cannot be read or needs more memory than an import may use (nothing is stored). ${signedBlobQuery}`,
    auth: 'none',
    params: signedBlobParams,
    responses: { 200: { description: 'Stored (and imported)', schema: uploadedResponseSchema } },
    failures: {
      403: 'Invalid or expired link, or its holder is no longer an admin of the project',
      409: "Another alternative's data file has this name, or a survey photo's link was used already (nothing is stored)",
      507: 'A survey photo that would take the project past its photo quota',
    },
    answer: 'raw',
  },
  signedDownload: {
    method: 'get',
    path: '/api/blob/{project_key}/{folder}/{file}',
    summary: `A signed download: the file itself, with its stored Content-Type. ${signedBlobQuery}`,
    auth: 'none',
    params: signedBlobParams,
    responses: {},
    failures: {
      403: 'Invalid or expired link',
      404: 'No such file, or a survey photo the link no longer shows (made private, removed, or its admin demoted)',
    },
    answer: 'raw',
  },
  dataDownloadUrl: {
    method: 'get',
    path: '/api/signedurl/{project_key}/{filename}',
    summary: "A signed download URL of one of the project's CSV files",
    auth: 'optional',
    params: projectFileParams,
    responses: { 200: { description: 'Signed download URL', schema: signedUrlResponseSchema } },
    failures: { 403: 'No access to the project', 404: unservedFile },
  },
  editorDownloadUrl: {
    method: 'get',
    path: '/api/signed-url/{folder}/{file}',
    summary: "The data editor's download: a signed URL of a CSV; the folder is the project key",
    auth: 'optional',
    params: z.object({ folder: z.string(), file: z.string() }),
    responses: { 200: { description: 'Signed download URL', schema: editorSignedUrlResponseSchema } },
    failures: { 403: 'No access to the project', 404: unservedFile },
  },
  mapDownloadUrl: {
    method: 'get',
    path: '/api/signedurl-map/{project_key}/{filename}',
    summary: "A signed download URL of one of the project's GeoJSON layers",
    auth: 'optional',
    params: projectFileParams,
    responses: { 200: { description: 'Signed download URL', schema: signedUrlResponseSchema } },
    failures: { 403: 'No access to the project', 404: 'No such file' },
  },
  dataManifest: {
    method: 'get',
    path: '/api/project/{project_key}/data/{filename}/manifest',
    summary:
      "The locations of one data file as imported under an alternative's settings (query: autofill, ignoreNegatives, ignoreValues, ignoreYears; lists separated by commas), with each series URL; 422 when the file cannot be read. An import not stored yet is made only for the settings of one of the project's alternatives, or for a project admin, while the project's stored imports are under the quota",
    auth: 'optional',
    params: projectFileParams,
    responses: { 200: { description: 'Manifest', schema: manifestResponseSchema } },
    failures: {
      400: 'Invalid settings',
      403: "No access to the project; settings that are no alternative's and a caller who is not an admin; the project's import quota reached",
      404: unservedFile,
    },
    query: importSettingsQuerySchema,
    // Conditional (ETag).
    answer: 'raw',
  },
  projectManifests: {
    method: 'get',
    path: '/api/project/{project_key}/manifests',
    summary:
      "The manifests of the project's visible alternatives in one answer (what its data views load first): for each, its data file, the settings it is imported with and its manifest, or the status and message its own manifest's request is refused with (404 no file, 422 unreadable)",
    auth: 'optional',
    params: z.object({ project_key: z.string() }),
    responses: { 200: { description: 'The manifests', schema: projectManifestsResponseSchema } },
    failures: { 403: 'No access to the project' },
    // Conditional (ETag).
    answer: 'raw',
  },
  series: {
    method: 'get',
    path: '/api/project/{project_key}/series/{import_key}/{index}',
    summary:
      'One location of one import: the domain EncodedSeries as JSON (gzip when accepted), cached for good by its strong ETag (Cache-Control: private, max-age=31536000, immutable)',
    auth: 'optional',
    params: z.object({ project_key: z.string(), import_key: z.string(), index: z.string() }),
    responses: {
      200: {
        description: 'EncodedSeries',
        schema: encodedSeriesSchema,
      },
    },
    failures: { 403: 'No access to the project', 404: 'No such series' },
    // Stored gzipped, sent as is.
    answer: 'raw',
  },
  seriesSummary: {
    method: 'get',
    path: '/api/project/{project_key}/series/{import_key}/{index}/summary',
    summary:
      "The daily statistics of one location of one import (what a chart of statistics draws, a small part of the series) and its trace years for the year starting at `startDay` (query, 1-365, default 1); computed with the domain's functions, cached for good",
    auth: 'optional',
    params: z.object({ project_key: z.string(), import_key: z.string(), index: z.string() }),
    responses: { 200: { description: 'EncodedSeriesSummary', schema: seriesSummarySchema } },
    failures: { 400: 'startDay is not a day of the year', 403: 'No access to the project', 404: 'No such series' },
    query: summaryQuerySchema,
    // Conditional (ETag).
    answer: 'raw',
  },
  seriesSummaries: {
    method: 'get',
    path: '/api/project/{project_key}/summaries',
    summary:
      'The summaries of several locations at once (what a chart of one line per series draws), in the order of `series` (query, repeated: `<import key>.<location index>`, up to 100) for the year starting at `startDay` (query, 1-365, default 1); cached for good',
    auth: 'optional',
    params: z.object({ project_key: z.string() }),
    query: summariesQuerySchema,
    responses: { 200: { description: 'The summaries', schema: summariesResponseSchema } },
    failures: {
      400: 'startDay is not a day of the year, or series does not name series',
      403: 'No access to the project',
      404: 'One of the series does not exist',
    },
    // Sent serialised and compressed once, from a cache of the answers.
    answer: 'raw',
  },
  issuePumpUploadUrl: {
    method: 'put',
    path: '/api/pump-upload',
    summary:
      "A signed URL to PUT the pump page's transect CSV to (stored as transects.csv of the configured pump project; its header must name Date, Transect, Length_ft and Missing)",
    auth: 'required',
    body: uploadRequestSchema,
    responses: { 200: { description: 'Signed upload URL', schema: uploadUrlResponseSchema } },
    failures: { 400: 'Not a CSV', 403: 'Not an admin of the pump project' },
  },
  pumpTransects: {
    method: 'get',
    path: '/api/pump-transects',
    summary: "The pump page's transect CSV and the configured intake transect (public)",
    auth: 'none',
    responses: { 200: { description: 'The transect file', schema: pumpTransectsResponseSchema } },
    failures: { 404: 'No transect file uploaded yet' },
  },
} as const satisfies Record<string, Endpoint>;
