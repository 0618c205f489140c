import { gunzipSync } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { json, Router, type NextFunction, type Request, type Response } from 'express';
import type { z } from 'zod';
import { summaryFromBase, type EncodedSummaryBase } from '@waterline/domain/analysis/index';
import { julianDay } from '@waterline/domain/calendar/index';
import { normalizeProjectKey } from '@waterline/domain/projects/project-key';
import { signInMessage } from '../auth/authentication.ts';
import { blobKey, InvalidBlobKeyError } from '../blobs/blob-key.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { mediaTypeOf, signBlobUrl, signedBlobPath, verifyBlobRequest, type BlobGrant, type GrantRefusal, type SigningSecret } from '../blobs/signed-url.ts';
import { describeIssues } from '../http/validation.ts';
import {
  seriesSummarySchema,
  summariesQuerySchema,
  summaryQuerySchema,
  type SummariesResponse,
  uploadRequestSchema,
  type FailureResponse,
  type ManifestResponse,
  type PumpTransectsResponse,
  type UploadedResponse,
  type UploadUrlResponse,
} from '@waterline/contract/data-contract';
import { dataFileKey, DataFiles, seriesContentType } from './data-files.ts';
import { InvalidGeoJsonError } from './geojson.ts';
import { ImportWorkerFailedError, type ImportWorkers } from './import-workers.ts';
import { assertMayImport, defaultImportQuotaBytes, ImportRefusedError, type ImportPolicy } from './import-policy.ts';
import { importOptionsFromQuery, InvalidImportOptionsError, type AlternativeImportSettings } from './import-variant.ts';
import { readUpload, UploadInterruptedError, UploadTooLargeError } from './read-upload.ts';
import { UnreadableDataFileError } from './series-import.ts';
import { parsePumpCsv } from '@waterline/domain/pump/index';
import { dataFileUpload, isAcceptedUpload, mapLayerUpload, PUMP_TRANSECT_FILE, pumpTransectUpload, sanitizeUploadName, uploadKinds, type UploadKind } from './upload-kinds.ts';

/** A signed-in user, as `authenticate` finds one. */
export interface DataUser {
  id: string;
}

/** What the data router needs from the app. */
export interface DataRouterDeps {
  blobs: BlobStore;
  /** The processes that read uploaded files; share them with the app's other DataFiles. */
  importWorkers: ImportWorkers;
  /** Signs the app's own blob URLs (HMAC-SHA256); keep it out of logs. */
  signingSecret: SigningSecret;
  now: () => Date;
  /** The signed-in user of the request (its `token` header), or undefined. */
  authenticate: (req: Request) => Promise<DataUser | undefined> | DataUser | undefined;
  /** Whether the user is an admin (role 1) of the project; false for an unknown project. */
  canAdmin: (user: DataUser, projectKey: string) => Promise<boolean> | boolean;
  /** Whether the request may open the project: public, member, or a valid remember-me/access token; false for an unknown project. */
  canRead: (req: Request, projectKey: string) => Promise<boolean> | boolean;
  /** The alternatives of a project's configuration (their data files and settings); none for an unknown project. */
  alternativesOf: (projectKey: string) => Promise<readonly AlternativeImportSettings[]>;
  /** Bytes of stored imports past which a project gets no import with new settings; default 1 GB (see import-policy.ts). */
  importQuotaBytes?: number;
  /** The pump page's file: its admins are the admins of `projectKey` (see docs/api.md). */
  pump?: { projectKey: string; intakeTransect: string };
  /** Largest accepted upload; default 100 MB. */
  maxUploadBytes?: number;
  /** Lifetime of signed URLs; default 15 minutes. */
  signedUrlTtlSeconds?: number;
}

export const defaultMaxUploadBytes = 100 * 1024 * 1024;
export const defaultSignedUrlTtlSeconds = 15 * 60;

/** Series are addressed by content, so a browser may keep them for good. */
const immutableCaching = 'private, max-age=31536000, immutable';
const revalidateCaching = 'private, no-cache';
const sha256Pattern = /^[0-9a-f]{64}$/;
const locationIndexPattern = /^\d{1,6}$/;

const refusals: Record<GrantRefusal, { status: number; message: string }> = {
  malformed: { status: 403, message: 'This link is not valid' },
  'bad-signature': { status: 403, message: 'This link is not valid' },
  expired: { status: 403, message: 'This link has expired' },
  'wrong-method': { status: 405, message: 'This link does not allow this method' },
  'wrong-content-type': { status: 415, message: 'The upload must be sent with the content type it was signed for' },
};

function refuse(res: Response, status: number, message: string, details: Partial<FailureResponse> = {}): void {
  const body: FailureResponse = { success: false, message, ...details };
  res.status(status).json(body);
}

const param = (req: Request, name: string): string => String(req.params[name] ?? '');
/** Project keys are stored lowercased and trimmed, as the API keeps them; signed URLs already carry that form. */
const projectKeyParam = (req: Request, name = 'projectKey'): string => normalizeProjectKey(param(req, name));

/**
 * Whether the request's If-None-Match names `etag`. Done here rather than with req.fresh, which
 * ignores the condition when the request also says Cache-Control: no-cache, as fetch() does.
 */
function isNotModified(req: Request, etag: string): boolean {
  const condition = req.headers['if-none-match'];
  if (condition === undefined) return false;
  return condition.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Uploads through signed URLs, downloads, and the serving of imported data, on absolute /api paths.
 * Mount it before any body parser: the signed PUT reads the raw request body itself.
 */
export function createDataRouter(deps: DataRouterDeps): Router {
  const maxUploadBytes = deps.maxUploadBytes ?? defaultMaxUploadBytes;
  const ttlSeconds = deps.signedUrlTtlSeconds ?? defaultSignedUrlTtlSeconds;
  const dataFiles = new DataFiles(deps.blobs, deps.importWorkers);
  const router = Router();

  const expiresAt = (): number => Math.floor(deps.now().getTime() / 1000) + ttlSeconds;
  const downloadUrl = (key: string): string => signBlobUrl(deps.signingSecret, { method: 'GET', key, expiresAt: expiresAt() });

  const notAnAdmin = 'Only project admins can upload files';

  /** Answers 401/403 and returns undefined unless the request comes from an admin of the project. */
  async function uploader(req: Request, res: Response, projectKey: string): Promise<DataUser | undefined> {
    const user = await deps.authenticate(req);
    if (user === undefined) return void refuse(res, 401, signInMessage);
    if (!(await deps.canAdmin(user, projectKey))) return void refuse(res, 403, notAnAdmin);
    return user;
  }

  /** What decides whether this request may make a new stored import in the project. */
  const importPolicy = (req: Request, projectKey: string): ImportPolicy => ({
    alternatives: () => deps.alternativesOf(projectKey),
    isAdmin: async () => {
      const user = await deps.authenticate(req);
      return user !== undefined && (await deps.canAdmin(user, projectKey));
    },
    storedImportBytes: () => dataFiles.storedImportBytes(projectKey),
    quotaBytes: deps.importQuotaBytes ?? defaultImportQuotaBytes,
  });

  /** Answers 403 and returns false unless the request may read the project. */
  async function reads(req: Request, res: Response, projectKey: string): Promise<boolean> {
    if (await deps.canRead(req, projectKey)) return true;
    refuse(res, 403, 'You do not have access to this project');
    return false;
  }

  /** `storedName` fixes the blob's name whatever the file is called; otherwise the sanitised upload name is kept. */
  const issueUploadUrl = (kind: UploadKind, projectKeyOf: (req: Request) => string, storedName?: string) => async (req: Request, res: Response) => {
    const projectKey = projectKeyOf(req);
    const user = await uploader(req, res, projectKey);
    if (user === undefined) return;
    const parsed = uploadRequestSchema.safeParse(req.body);
    if (!parsed.success) return refuse(res, 400, describeIssues(parsed.error.issues, req.body, 'upload request'));
    const name = sanitizeUploadName(parsed.data.name);
    if (!isAcceptedUpload(kind, name, parsed.data.contentType)) return refuse(res, 400, kind.accepted);
    const key = blobKey(projectKey, kind.folder, storedName ?? name);
    // The media type is signed (a charset may follow at the PUT), and the user, whose role the PUT checks again.
    const grant: BlobGrant = { method: 'PUT', key, contentType: mediaTypeOf(parsed.data.contentType), holder: user.id, expiresAt: expiresAt() };
    const body: UploadUrlResponse = { success: true, url: signBlobUrl(deps.signingSecret, grant), key, name };
    res.json(body);
  };

  /** Answers with a signed download URL of an existing blob, shaped by `answer`. */
  const issueDownloadUrl = (folder: string, projectParam: string, fileParam: string, answer: (url: string) => object) => async (req: Request, res: Response) => {
    const projectKey = projectKeyParam(req, projectParam);
    const key = blobKey(projectKey, folder, param(req, fileParam));
    if (!(await reads(req, res, projectKey))) return;
    if ((await deps.blobs.head(key)) === undefined) return refuse(res, 404, 'File not found');
    res.json(answer(downloadUrl(key)));
  };

  const signedKey = (req: Request) => blobKey(param(req, 'projectKey'), param(req, 'folder'), param(req, 'file'));

  /** Refuses a request whose signature, expiry, method or content type does not hold; returns the grant. */
  function granted(req: Request, res: Response, key: string): BlobGrant | undefined {
    const check = verifyBlobRequest(deps.signingSecret, { method: req.method === 'HEAD' ? 'GET' : req.method, key, query: req.query, contentType: req.headers['content-type'] }, deps.now());
    if (check.ok) return check.grant;
    const { status, message } = refusals[check.refusal];
    refuse(res, status, message);
    return undefined;
  }

  router.put('/api/upload/:projectKey', json(), issueUploadUrl(dataFileUpload, projectKeyParam));
  router.put('/api/map-upload/:projectKey', json(), issueUploadUrl(mapLayerUpload, projectKeyParam));
  const { pump } = deps;
  if (pump) {
    router.put('/api/pump-upload', json(), issueUploadUrl(pumpTransectUpload, () => pump.projectKey, PUMP_TRANSECT_FILE));
    router.get('/api/pump-transects', async (_req, res) => {
      const found = await deps.blobs.get(blobKey(pump.projectKey, pumpTransectUpload.folder, PUMP_TRANSECT_FILE));
      if (found === undefined) return refuse(res, 404, 'No pump transect file has been uploaded yet');
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      const body: PumpTransectsResponse = { success: true, intakeTransect: pump.intakeTransect, csv: Buffer.concat(chunks).toString('utf8') };
      res.set('Cache-Control', revalidateCaching).json(body);
    });
  }

  router.get('/api/signedurl/:projectKey/:filename', issueDownloadUrl(dataFileUpload.folder, 'projectKey', 'filename', (url) => ({ success: true, url })));
  router.get('/api/signed-url/:folder/:file', issueDownloadUrl(dataFileUpload.folder, 'folder', 'file', (signedUrl) => ({ signedUrl })));
  router.get('/api/signedurl-map/:projectKey/:filename', issueDownloadUrl(mapLayerUpload.folder, 'projectKey', 'filename', (url) => ({ success: true, url })));

  router.put(`${signedBlobPath}/:projectKey/:folder/:file`, async (req, res) => {
    const key = signedKey(req);
    const grant = granted(req, res, key);
    if (grant === undefined) return;
    const kind = uploadKinds.find((candidate) => candidate.folder === param(req, 'folder'));
    if (kind === undefined || grant.holder === undefined) return refuse(res, 403, 'This link does not allow uploads');
    // The link was signed for an admin: one who is no longer an admin cannot use it.
    if (!(await deps.canAdmin({ id: grant.holder }, projectKeyParam(req)))) return refuse(res, 403, notAnAdmin);
    const upload = await readUpload(req, maxUploadBytes);
    const contentType = grant.contentType ?? '';
    let body: UploadedResponse;
    if (kind === dataFileUpload) {
      const { file, manifest } = await dataFiles.storeUpload(param(req, 'projectKey'), param(req, 'file'), upload, contentType);
      body = { success: true, key, sha256: file.sha256, size: file.size, manifest };
    } else if (kind === pumpTransectUpload) {
      // Bad rows are stored and listed by the page; a file without the required header is refused.
      const { rows, problems } = parsePumpCsv(Buffer.from(upload.bytes).toString('utf8'));
      const fatal = rows.length === 0 ? problems[0] : undefined;
      if (fatal) return refuse(res, 422, 'Unable to read the transect file', { row: fatal.line, reason: fatal.reason });
      const file = await deps.blobs.put(key, upload.bytes, { contentType });
      body = { success: true, key, sha256: file.sha256, size: file.size };
    } else {
      await deps.importWorkers.checkGeoJson(upload.bytes);
      const file = await deps.blobs.put(key, upload.bytes, { contentType });
      body = { success: true, key, sha256: file.sha256, size: file.size };
    }
    res.json(body);
  });

  router.get(`${signedBlobPath}/:projectKey/:folder/:file`, async (req, res) => {
    const key = signedKey(req);
    if (granted(req, res, key) === undefined) return;
    const found = await deps.blobs.get(key);
    if (found === undefined) return refuse(res, 404, 'File not found');
    const etag = `"${found.info.sha256}"`;
    res.setHeader('Content-Type', found.info.contentType);
    res.set({ 'Cache-Control': revalidateCaching, 'Content-Security-Policy': "default-src 'none'; sandbox", ETag: etag });
    if (isNotModified(req, etag)) {
      found.body.destroy();
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', String(found.info.size));
    await pipeline(found.body, res);
  });

  router.get('/api/project/:projectKey/data/:fileName/manifest', async (req, res) => {
    const projectKey = projectKeyParam(req);
    dataFileKey(projectKey, param(req, 'fileName')); // refuses a name that is not a plain file name, before anything else
    if (!(await reads(req, res, projectKey))) return;
    const options = importOptionsFromQuery(req.query);
    const fileName = param(req, 'fileName');
    const manifest = await dataFiles.manifest(projectKey, fileName, options, () => assertMayImport(importPolicy(req, projectKey), fileName, options));
    if (manifest === undefined) return refuse(res, 404, 'Data file not found');
    const etag = `"${manifest.importKey}"`;
    res.set({ 'Cache-Control': revalidateCaching, ETag: etag });
    if (isNotModified(req, etag)) return void res.status(304).end();
    const seriesPath = `/api/project/${encodeURIComponent(projectKey)}/series/${manifest.importKey}`;
    const body: ManifestResponse = { success: true, ...manifest, locations: manifest.locations.map((location) => ({ ...location, url: `${seriesPath}/${location.index}` })) };
    res.json(body);
  });

  router.get('/api/project/:projectKey/series/:importKey/:index', async (req, res) => {
    const projectKey = projectKeyParam(req);
    const importKey = param(req, 'importKey');
    const index = param(req, 'index');
    if (!sha256Pattern.test(importKey) || !locationIndexPattern.test(index)) return refuse(res, 404, 'Series not found');
    if (!(await reads(req, res, projectKey))) return;
    const stored = await dataFiles.series(projectKey, importKey, Number(index));
    if (stored === undefined) return refuse(res, 404, 'Series not found');
    const gzipped = req.acceptsEncodings('gzip') === 'gzip';
    // The address names the content (an import's digest and a location), so it is the ETag too.
    const etag = `"${importKey}-${index}${gzipped ? '' : '-identity'}"`;
    res.set({ 'Content-Type': seriesContentType, 'Cache-Control': immutableCaching, Vary: 'Accept-Encoding', ETag: etag });
    if (isNotModified(req, etag)) return void res.status(304).end();
    if (gzipped) res.set('Content-Encoding', 'gzip').end(stored);
    else res.end(gunzipSync(stored));
  });

  router.get('/api/project/:projectKey/series/:importKey/:index/summary', async (req, res) => {
    const projectKey = projectKeyParam(req);
    const importKey = param(req, 'importKey');
    const index = param(req, 'index');
    if (!sha256Pattern.test(importKey) || !locationIndexPattern.test(index)) return refuse(res, 404, 'Series not found');
    const query = summaryQuerySchema.safeParse(req.query);
    if (!query.success) return refuse(res, 400, query.error.issues[0]?.message ?? 'Invalid startDay');
    if (!(await reads(req, res, projectKey))) return;
    const { startDay } = query.data;
    // Its address names the series' content, and the start day the rest.
    const etag = `"${importKey}-${index}-summary-${startDay}"`;
    res.set({ 'Cache-Control': immutableCaching, ETag: etag });
    if (isNotModified(req, etag)) return void res.status(304).end();
    const base = await dataFiles.summaryBase(projectKey, importKey, Number(index));
    if (base === undefined) return refuse(res, 404, 'Series not found');
    const body: z.output<typeof seriesSummarySchema> = summaryFromBase(base, julianDay(startDay));
    res.json(body);
  });

  router.get('/api/project/:projectKey/summaries', async (req, res) => {
    const projectKey = projectKeyParam(req);
    const query = summariesQuerySchema.safeParse(req.query);
    if (!query.success) return refuse(res, 400, query.error.issues[0]?.message ?? 'Invalid query');
    if (!(await reads(req, res, projectKey))) return;
    const { startDay, series } = query.data;
    // Each name is `<import key>.<location index>` (checked by the schema).
    const bases = await Promise.all(series.map((name) => dataFiles.summaryBase(projectKey, name.slice(0, 64), Number(name.slice(65)))));
    if (bases.some((base) => base === undefined)) return refuse(res, 404, 'Series not found');
    // Each series' address names its content, and the start day the rest: the same query always has the same answer.
    res.set({ 'Cache-Control': immutableCaching });
    const body: SummariesResponse = { summaries: bases.map((base) => summaryFromBase(base as EncodedSummaryBase, julianDay(startDay))) };
    res.json(body);
  });

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof InvalidBlobKeyError) return refuse(res, 400, `Invalid file name: ${error.reason}`);
    if (error instanceof UploadTooLargeError) return refuse(res, 413, error.message);
    // The client has gone: nothing to answer, nothing to log.
    if (error instanceof UploadInterruptedError) return void res.destroy();
    if (error instanceof UnreadableDataFileError) return refuse(res, 422, error.failure.message, { row: error.failure.row, reason: error.failure.reason });
    if (error instanceof InvalidGeoJsonError) return refuse(res, 422, error.message, { reason: error.reason });
    if (error instanceof InvalidImportOptionsError) return refuse(res, 400, error.message);
    if (error instanceof ImportRefusedError) return refuse(res, 403, error.message);
    if (error instanceof ImportWorkerFailedError) return refuse(res, 422, error.message, { reason: error.reason });
    return next(error);
  });

  return router;
}
