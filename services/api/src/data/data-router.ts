import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { LRUCache } from 'lru-cache';
import { json, Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { summaryFromBase, type EncodedSummaryBase } from '@waterline/domain/analysis/index';
import { julianDay } from '@waterline/domain/calendar/index';
import type { Alternative } from '@waterline/domain/projects/configuration';
import {
  dataFileName,
  fileInUseMessage,
  otherAlternativeUsingFile,
  sanitizeFileName,
} from '@waterline/domain/projects/data-source';
import { normalizeProjectKey } from '@waterline/domain/projects/project-key';
import { MAX_UPLOAD_BYTES } from '@waterline/domain/projects/upload-size';
import { signInMessage } from '../auth/authentication.ts';
import { blobKey } from '../blobs/blob-key.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import {
  mediaTypeOf,
  signBlobUrl,
  verifyBlobRequest,
  type BlobGrant,
  type GrantRefusal,
  type SigningSecret,
} from '../blobs/signed-url.ts';
import { endpoints } from '@waterline/contract/endpoints';
import {
  carriesIdentity,
  immutableCaching,
  isNotModified,
  privateCaching,
  sendSerialised,
  serialiseAnswer,
  sharedCaching,
  type SerialisedAnswer,
} from '../http/caching.ts';
import { HttpError } from '../errors.ts';
import { SharedReads } from '../http/shared-reads.ts';
import { query } from '../http/route.ts';
import {
  seriesSummarySchema,
  type SummariesResponse,
  type FailureResponse,
  type ManifestResponse,
  type ProjectManifestsResponse,
  type DataUploadRequest,
  type UploadedResponse,
  type UploadUrlResponse,
} from '@waterline/contract/data-contract';
import { dataFileKey, DataFiles, seriesContentType } from './data-files.ts';
import { dataFailure } from './data-failures.ts';
import type { ImportWorkers } from './import-workers.ts';
import { defaultImportQuotaBytes } from '../config.ts';
import { assertMayImport, type ImportPolicy } from './import-policy.ts';
import { importOptionsFromQuery, type CanonicalImportOptions } from './import-variant.ts';
import { listedManifests, manifestResponse } from './project-manifests.ts';
import { readUpload, UploadInterruptedError } from './read-upload.ts';
import { parsePumpCsv } from '@waterline/domain/pump/index';
import {
  dataFileUpload,
  isAcceptedUpload,
  mapLayerUpload,
  PUMP_TRANSECT_FILE,
  pumpTransectUpload,
  uploadKinds,
  type UploadKind,
} from './upload-kinds.ts';

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
  /** Whether anyone may read the project without signing in or an access code; none when left out (nothing is shared). */
  opensToAnyone?: (projectKey: string) => Promise<boolean> | boolean;
  /** The alternatives of a project's configuration (their data files and settings); none for an unknown project. */
  alternativesOf: (projectKey: string) => Promise<readonly Alternative[]>;
  /** Bytes of stored imports past which a project gets no import with new settings; default 1 GB (see import-policy.ts). */
  importQuotaBytes?: number;
  /** The pump page's file: its admins are the admins of `projectKey` (see docs/api.md). */
  pump?: { projectKey: string; intakeTransect: string };
  /** Largest accepted upload; default 100 MB. */
  maxUploadBytes?: number;
  /** Lifetime of signed URLs; default 15 minutes. */
  signedUrlTtlSeconds?: number;
}

export const defaultSignedUrlTtlSeconds = 15 * 60;

const revalidateCaching = 'private, no-cache';
/** Bytes of serialised summaries answers kept in memory: a crowd opening a chart asks for the same few. */
const SUMMARIES_CACHE_BYTES = 32 * 1024 * 1024;
/** Refusals of a listed manifest that hold as long as the alternatives and their files do (bad settings, no file, an unreadable file). */
const KEPT_FAILURES = new Set([400, 404, 422]);
const dataFileNotFound = 'Data file not found';
const sha256Pattern = /^[0-9a-f]{64}$/;
const locationIndexPattern = /^\d{1,6}$/;

const refusals: Record<GrantRefusal, { status: number; message: string }> = {
  malformed: { status: 403, message: 'This link is not valid' },
  'bad-signature': { status: 403, message: 'This link is not valid' },
  expired: { status: 403, message: 'This link has expired' },
  'wrong-method': { status: 405, message: 'This link does not allow this method' },
  'wrong-content-type': { status: 415, message: 'The upload must be sent with the content type it was signed for' },
};

function refuse(
  res: Response,
  status: number,
  message: string,
  details: Partial<FailureResponse> | Record<string, unknown> = {},
): void {
  const body: FailureResponse = { success: false, message, ...details };
  res.status(status).json(body);
}

/** Answers `body` as JSON under `etag`, kept by no cache (it depends on who asks), or 304 when the request holds it already. */
function answerConditionally(req: Request, res: Response, etag: string, body: object): void {
  res.set({ 'Cache-Control': privateCaching, ETag: etag });
  if (isNotModified(req, etag)) return void res.status(304).end();
  res.json(body);
}

/**
 * Uploads through signed URLs, downloads, and the serving of imported data: the data endpoints of the table.
 * Mount it before any body parser: the signed PUT reads the raw request body itself.
 */
export function createDataRouter(deps: DataRouterDeps): Router {
  const maxUploadBytes = deps.maxUploadBytes ?? MAX_UPLOAD_BYTES;
  const ttlSeconds = deps.signedUrlTtlSeconds ?? defaultSignedUrlTtlSeconds;
  const dataFiles = new DataFiles(deps.blobs, deps.importWorkers);
  const router = Router();
  const opensToAnyone = async (projectKey: string) => (await deps.opensToAnyone?.(projectKey)) ?? false;
  const visitorManifests = new SharedReads<SerialisedAnswer>();
  const manifestsByProject = new Map<string, { fingerprint: string; answer: SerialisedAnswer }>();
  const summaries = new LRUCache<string, SerialisedAnswer>({
    maxSize: SUMMARIES_CACHE_BYTES,
    sizeCalculation: (answer) => answer.json.length + answer.gzipped.length,
  });

  const expiresAt = (): number => Math.floor(deps.now().getTime() / 1000) + ttlSeconds;
  const downloadUrl = (key: string): string =>
    signBlobUrl(deps.signingSecret, { method: 'GET', key, expiresAt: expiresAt() });

  const notAnAdmin = 'Only project admins can upload files';

  /** Refuses (401/403) a request that does not come from an admin of the project, before its body is read. */
  const adminOf =
    (projectKeyOf: (req: Request) => string): RequestHandler =>
    async (req, res, next) => {
      try {
        const user = await deps.authenticate(req);
        if (user === undefined) return refuse(res, 401, signInMessage);
        if (!(await deps.canAdmin(user, projectKeyOf(req)))) return refuse(res, 403, notAnAdmin);
        res.locals.uploader = user;
        next();
      } catch (error) {
        next(error);
      }
    };

  /** Whether the request comes from an admin of the project. */
  const fromAdmin = async (req: Request, projectKey: string): Promise<boolean> => {
    const user = await deps.authenticate(req);
    return user !== undefined && (await deps.canAdmin(user, projectKey));
  };

  /**
   * Refuses (404, as a missing file) a CSV that no alternative of the project uses now to all but its admins: an upload
   * never given to an alternative, a replaced version or a removed alternative's file is not the project's to show.
   */
  async function requireServedFile(req: Request, projectKey: string, fileName: string, notFound: string) {
    const alternatives = await deps.alternativesOf(projectKey);
    if (alternatives.some((alternative) => dataFileName(alternative) === fileName)) return;
    if (!(await fromAdmin(req, projectKey))) throw new HttpError(404, notFound);
  }

  /** What decides whether this request may make a new stored import in the project. */
  const importPolicy = (req: Request, projectKey: string): ImportPolicy => ({
    alternatives: () => deps.alternativesOf(projectKey),
    isAdmin: () => fromAdmin(req, projectKey),
    storedImportBytes: () => dataFiles.storedImportBytes(projectKey),
    quotaBytes: deps.importQuotaBytes ?? defaultImportQuotaBytes,
  });

  /** A data file's manifest under `options` as the API answers it, imported first where the request may; 404 without the file. */
  async function manifestAnswer(
    req: Request,
    projectKey: string,
    fileName: string,
    options: CanonicalImportOptions,
  ): Promise<ManifestResponse> {
    const manifest = await dataFiles.manifest(projectKey, fileName, options, () =>
      assertMayImport(importPolicy(req, projectKey), fileName, options),
    );
    if (manifest === undefined) throw new HttpError(404, dataFileNotFound);
    return manifestResponse(projectKey, manifest);
  }

  /** Refuses (403) unless the request may read the project. */
  async function requireReader(req: Request, projectKey: string): Promise<void> {
    if (!(await deps.canRead(req, projectKey))) throw new HttpError(403, 'You do not have access to this project');
  }

  /**
   * Refuses (403) unless the request may read the project; answers whether the project opens to anyone (then its
   * content-addressed answers may be kept by shared caches). An anonymous request needs no other check then.
   */
  async function requireReaderOf(req: Request, projectKey: string): Promise<boolean> {
    const open = await opensToAnyone(projectKey);
    if (!open || carriesIdentity(req)) await requireReader(req, projectKey);
    return open;
  }

  /** Refuses (409) to store a data file under the name of the file of an alternative other than `ownKey`. */
  async function assertNotAnothersDataFile(projectKey: string, fileName: string, ownKey: string | undefined) {
    const owner = otherAlternativeUsingFile(await deps.alternativesOf(projectKey), fileName, ownKey);
    if (owner) throw new HttpError(409, fileInUseMessage(owner, fileName));
  }

  /**
   * `storedName` fixes the blob's name whatever the file is called; otherwise the sanitised upload name is kept.
   * A data file names the alternative whose file it replaces (none for a new alternative).
   */
  const issueUploadUrl = async (
    kind: UploadKind,
    projectKey: string,
    upload: DataUploadRequest,
    res: Response,
    storedName?: string,
  ): Promise<{ body: UploadUrlResponse }> => {
    const name = sanitizeFileName(upload.name);
    if (!isAcceptedUpload(kind, name, upload.contentType)) throw new HttpError(400, kind.accepted);
    if (kind === dataFileUpload) await assertNotAnothersDataFile(projectKey, name, upload.alternative);
    const key = blobKey(projectKey, kind.folder, storedName ?? name);
    const user = res.locals.uploader as DataUser;
    // The media type is signed (a charset may follow at the PUT), and the user, whose role the PUT checks again.
    const grant: BlobGrant = {
      method: 'PUT',
      key,
      contentType: mediaTypeOf(upload.contentType),
      holder: user.id,
      ...(kind === dataFileUpload && upload.alternative !== undefined ? { alternative: upload.alternative } : {}),
      expiresAt: expiresAt(),
    };
    return { body: { success: true, url: signBlobUrl(deps.signingSecret, grant), key, name } };
  };

  /** The signed download URL of an existing blob. */
  const issueDownloadUrl = async (req: Request, projectKey: string, folder: string, file: string): Promise<string> => {
    const key = blobKey(projectKey, folder, file);
    await requireReader(req, projectKey);
    if (folder === dataFileUpload.folder) await requireServedFile(req, projectKey, file, 'File not found');
    if ((await deps.blobs.head(key)) === undefined) throw new HttpError(404, 'File not found');
    return downloadUrl(key);
  };

  const signedKey = (params: { project_key: string; folder: string; file: string }) =>
    blobKey(params.project_key, params.folder, params.file);

  /** Refuses a request whose signature, expiry, method or content type does not hold; returns the grant. */
  function granted(req: Request, key: string): BlobGrant {
    const check = verifyBlobRequest(
      deps.signingSecret,
      {
        method: req.method === 'HEAD' ? 'GET' : req.method,
        key,
        query: req.query,
        contentType: req.headers['content-type'],
      },
      deps.now(),
    );
    if (check.ok) return check.grant;
    const { status, message } = refusals[check.refusal];
    throw new HttpError(status, message);
  }

  const projectKeyParam = (req: Request) => normalizeProjectKey(String(req.params.project_key ?? ''));
  query(router, endpoints.issueDataUploadUrl, [adminOf(projectKeyParam), json()], async ({ params, body, res }) =>
    issueUploadUrl(dataFileUpload, normalizeProjectKey(params.project_key), body, res),
  );
  query(router, endpoints.issueMapUploadUrl, [adminOf(projectKeyParam), json()], async ({ params, body, res }) =>
    issueUploadUrl(mapLayerUpload, normalizeProjectKey(params.project_key), body, res),
  );
  const { pump } = deps;
  if (pump) {
    query(router, endpoints.issuePumpUploadUrl, [adminOf(() => pump.projectKey), json()], async ({ body, res }) =>
      issueUploadUrl(pumpTransectUpload, pump.projectKey, body, res, PUMP_TRANSECT_FILE),
    );
    query(router, endpoints.pumpTransects, [], async ({ res }) => {
      const found = await deps.blobs.get(blobKey(pump.projectKey, pumpTransectUpload.folder, PUMP_TRANSECT_FILE));
      if (found === undefined) throw new HttpError(404, 'No pump transect file has been uploaded yet');
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      res.set('Cache-Control', revalidateCaching);
      return {
        body: {
          success: true as const,
          intakeTransect: pump.intakeTransect,
          csv: Buffer.concat(chunks).toString('utf8'),
        },
      };
    });
  }

  query(router, endpoints.dataDownloadUrl, [], async ({ params, req }) => ({
    body: {
      success: true as const,
      url: await issueDownloadUrl(req, normalizeProjectKey(params.project_key), dataFileUpload.folder, params.filename),
    },
  }));
  query(router, endpoints.editorDownloadUrl, [], async ({ params, req }) => ({
    body: {
      signedUrl: await issueDownloadUrl(req, normalizeProjectKey(params.folder), dataFileUpload.folder, params.file),
    },
  }));
  query(router, endpoints.mapDownloadUrl, [], async ({ params, req }) => ({
    body: {
      success: true as const,
      url: await issueDownloadUrl(req, normalizeProjectKey(params.project_key), mapLayerUpload.folder, params.filename),
    },
  }));

  query(router, endpoints.signedUpload, [], async ({ params, req, res }) => {
    const key = signedKey(params);
    const grant = granted(req, key);
    const kind = uploadKinds.find((candidate) => candidate.folder === params.folder);
    if (kind === undefined || grant.holder === undefined) throw new HttpError(403, 'This link does not allow uploads');
    // The link was signed for an admin: one who is no longer an admin cannot use it.
    const projectKey = normalizeProjectKey(params.project_key);
    if (!(await deps.canAdmin({ id: grant.holder }, projectKey))) throw new HttpError(403, notAnAdmin);
    // Another alternative may have taken the file's name since the link was signed.
    if (kind === dataFileUpload) await assertNotAnothersDataFile(projectKey, params.file, grant.alternative);
    const upload = await readUpload(req, maxUploadBytes);
    const contentType = grant.contentType ?? '';
    let body: UploadedResponse;
    if (kind === dataFileUpload) {
      const { file, manifest } = await dataFiles.storeUpload(params.project_key, params.file, upload, contentType);
      body = { success: true, key, sha256: file.sha256, size: file.size, manifest };
    } else if (kind === pumpTransectUpload) {
      // Bad rows are stored and listed by the page; a file without the required header is refused.
      const { rows, problems } = parsePumpCsv(Buffer.from(upload.bytes).toString('utf8'));
      const fatal = rows.length === 0 ? problems[0] : undefined;
      if (fatal)
        throw new HttpError(422, 'Unable to read the transect file', { row: fatal.line, reason: fatal.reason });
      const file = await deps.blobs.put(key, upload.bytes, { contentType });
      body = { success: true, key, sha256: file.sha256, size: file.size };
    } else {
      await deps.importWorkers.checkGeoJson(upload.bytes);
      const file = await deps.blobs.put(key, upload.bytes, { contentType });
      body = { success: true, key, sha256: file.sha256, size: file.size };
    }
    res.json(body);
  });

  query(router, endpoints.signedDownload, [], async ({ params, req, res }) => {
    const key = signedKey(params);
    granted(req, key);
    const found = await deps.blobs.get(key);
    if (found === undefined) throw new HttpError(404, 'File not found');
    const etag = `"${found.info.sha256}"`;
    res.setHeader('Content-Type', found.info.contentType);
    res.set({
      'Cache-Control': revalidateCaching,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      ETag: etag,
    });
    if (isNotModified(req, etag)) {
      found.body.destroy();
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', String(found.info.size));
    await pipeline(found.body, res);
  });

  query(router, endpoints.dataManifest, [], async ({ params, query, req, res }) => {
    const projectKey = normalizeProjectKey(params.project_key);
    const fileName = params.filename;
    dataFileKey(projectKey, fileName); // refuses a name that is not a plain file name, before anything else
    await requireReader(req, projectKey);
    await requireServedFile(req, projectKey, fileName, dataFileNotFound);
    const manifest = await manifestAnswer(req, projectKey, fileName, importOptionsFromQuery(query));
    answerConditionally(req, res, `"${manifest.importKey}"`, manifest);
  });

  /** The manifests of the project's visible alternatives as `req` may have them (imports made where it may). */
  async function manifestsList(req: Request, projectKey: string, visible: readonly Alternative[]) {
    const body: ProjectManifestsResponse = {
      success: true,
      alternatives: await listedManifests(visible, (fileName, options) =>
        manifestAnswer(req, projectKey, fileName, options),
      ),
    };
    return body;
  }

  /**
   * The manifests list of a project open to anyone, as every anonymous visitor gets it: made again only when the
   * visible alternatives or the contents of their files have changed, checked once for all who ask at the same time.
   */
  const manifestsForVisitors = (req: Request, projectKey: string): Promise<SerialisedAnswer> =>
    visitorManifests.read(projectKey, async () => {
      const visible = (await deps.alternativesOf(projectKey)).filter((alternative) => !alternative.hidden);
      const files = await Promise.all(
        visible.map(async (alternative) => {
          const fileName = dataFileName(alternative);
          return fileName === null
            ? null
            : ((await deps.blobs.head(dataFileKey(projectKey, fileName)))?.sha256 ?? null);
        }),
      );
      const fingerprint = JSON.stringify([visible, files]);
      const kept = manifestsByProject.get(projectKey);
      if (kept?.fingerprint === fingerprint) return kept.answer;
      const body = await manifestsList(req, projectKey, visible);
      const answer = serialiseAnswer(body);
      // A refused import (403) may be made later with the files unchanged: such a list is made again next time.
      if (body.alternatives.every(({ failure }) => failure === undefined || KEPT_FAILURES.has(failure.status)))
        manifestsByProject.set(projectKey, { fingerprint, answer });
      return answer;
    });

  query(router, endpoints.projectManifests, [], async ({ params, req, res }) => {
    const projectKey = normalizeProjectKey(params.project_key);
    if ((await requireReaderOf(req, projectKey)) && !carriesIdentity(req))
      return sendSerialised(req, res, await manifestsForVisitors(req, projectKey), sharedCaching);
    const visible = (await deps.alternativesOf(projectKey)).filter((alternative) => !alternative.hidden);
    const body = await manifestsList(req, projectKey, visible);
    answerConditionally(req, res, `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}"`, body);
  });

  /** The import and location a series address names; 404 for one that cannot name any. */
  const seriesAddress = (params: { import_key: string; index: string }): { importKey: string; index: number } => {
    if (!sha256Pattern.test(params.import_key) || !locationIndexPattern.test(params.index))
      throw new HttpError(404, 'Series not found');
    return { importKey: params.import_key, index: Number(params.index) };
  };

  query(router, endpoints.series, [], async ({ params, req, res }) => {
    const projectKey = normalizeProjectKey(params.project_key);
    const { importKey, index } = seriesAddress(params);
    const open = await requireReaderOf(req, projectKey);
    const stored = await dataFiles.series(projectKey, importKey, index);
    if (stored === undefined) throw new HttpError(404, 'Series not found');
    const gzipped = req.acceptsEncodings('gzip') === 'gzip';
    // The address names the content (an import's digest and a location), so it is the ETag too.
    const etag = `"${importKey}-${index}${gzipped ? '' : '-identity'}"`;
    res.set({
      'Content-Type': seriesContentType,
      'Cache-Control': immutableCaching(open),
      ETag: etag,
    });
    res.vary('Accept-Encoding');
    if (isNotModified(req, etag)) return void res.status(304).end();
    if (gzipped) res.set('Content-Encoding', 'gzip').end(stored);
    else res.end(gunzipSync(stored));
  });

  query(router, endpoints.seriesSummary, [], async ({ params, query, req, res }) => {
    const projectKey = normalizeProjectKey(params.project_key);
    const { importKey, index } = seriesAddress(params);
    const open = await requireReaderOf(req, projectKey);
    const { startDay } = query;
    // Its address names the series' content, and the start day the rest.
    const etag = `"${importKey}-${index}-summary-${startDay}"`;
    res.set({ 'Cache-Control': immutableCaching(open), ETag: etag });
    if (isNotModified(req, etag)) return void res.status(304).end();
    const base = await dataFiles.summaryBase(projectKey, importKey, index);
    if (base === undefined) throw new HttpError(404, 'Series not found');
    const body: z.output<typeof seriesSummarySchema> = summaryFromBase(base, julianDay(startDay));
    res.json(body);
  });

  query(router, endpoints.seriesSummaries, [], async ({ params, query, req, res }) => {
    const projectKey = normalizeProjectKey(params.project_key);
    const open = await requireReaderOf(req, projectKey);
    const { startDay, series } = query;
    // Each series' address names its content, and the start day the rest: the same query always has the same answer.
    const cacheKey = `${projectKey}/${startDay}/${series.join(',')}`;
    let answer = summaries.get(cacheKey);
    if (answer === undefined) {
      // Each name is `<import key>.<location index>` (checked by the schema).
      const bases = await Promise.all(
        series.map((name) => dataFiles.summaryBase(projectKey, name.slice(0, 64), Number(name.slice(65)))),
      );
      if (bases.some((base) => base === undefined)) throw new HttpError(404, 'Series not found');
      const body: SummariesResponse = {
        summaries: bases.map((base) => summaryFromBase(base as EncodedSummaryBase, julianDay(startDay))),
      };
      answer = serialiseAnswer(body);
      summaries.set(cacheKey, answer);
    }
    sendSerialised(req, res, answer, immutableCaching(open));
  });

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    // The client has gone: nothing to answer, nothing to log.
    if (error instanceof UploadInterruptedError) return void res.destroy();
    const failure = dataFailure(error);
    if (failure === undefined) return next(error);
    refuse(res, failure.status, failure.message, failure.details);
  });

  return router;
}
