import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { randomUUID } from 'node:crypto';
import { json, Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { DomainError } from '@waterline/domain/aggregate/decider';
import { normalizeProjectKey } from '@waterline/domain/projects/project-key';
import { photoUploadDecider } from '@waterline/domain/survey/photo-upload';
import { MAX_PHOTOS_PER_RESPONSE } from '@waterline/domain/survey/survey-response';
import type { Sql } from '@waterline/read-models/db/sql';
import { findProjectAccessByKey, findProjectByKey } from '@waterline/read-models/projects/queries';
import { findPhotoPrivacy } from '@waterline/read-models/survey-responses/queries';
import { mediaTypeOf, signBlobUrl, verifyBlobRequest, type SigningSecret } from '../blobs/signed-url.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { noProjectAccessMessage, type ProjectAccessChecks } from '../auth/project-access-checks.ts';
import { type FailureResponse, type UploadedResponse, type UploadUrlResponse } from '@waterline/contract/data-contract';
import { expressPath } from '@waterline/contract/endpoint';
import { endpoints } from '@waterline/contract/endpoints';
import { handleCommand, type CommandEnv, type CommandOrigin } from '../commands/command-handler.ts';
import { defaultSignedUrlTtlSeconds } from '../blobs/signed-url.ts';
import { readUpload, UploadTooLargeError } from '../blobs/read-upload.ts';
import type { RateLimitConfig } from '../config.ts';
import { defaultSurveySubmissions, limiter, tooManySubmissionsMessage } from '../http/rate-limits.ts';
import type { RateLimitCounts } from '../http/rate-limit-counts.ts';
import { HttpError } from '../errors.ts';
import { query } from '../http/route.ts';
import { surveyDisabledMessage } from './survey-messages.ts';
import {
  acceptedPhotoTypes,
  defaultMaxPhotoBytes,
  NotAnImageError,
  photoBlobKey,
  photoContentType,
  photoFolder,
  photoOfFileName,
  photoUrls,
  reencodePhoto,
  thumbnailNameOf,
} from './photos.ts';

/** Who may see a stored photo: the privacy of the response that holds it, null while none does. */
export type PhotoPrivacy = 'public' | 'private' | null;

/** What the photo router needs from the app besides its access checks. */
export interface PhotoRouterDeps {
  blobs: BlobStore;
  /** Records each photo's upload, so that its link is used once across every process. */
  commands: CommandEnv;
  /** Bytes of photos and thumbnails each project may hold. */
  photoQuotaBytes: number;
  signingSecret: SigningSecret;
  now: () => Date;
  photoPrivacy: (projectKey: string, photo: string) => Promise<PhotoPrivacy>;
  /** The id of the project a key names now; null for none. */
  projectIdOf: (projectKey: string) => Promise<string | null>;
  /** Whether the project's map survey takes responses (and so photos). */
  surveyEnabled: (projectKey: string) => Promise<boolean>;
  /** Limits photo uploads per client address. */
  uploadLimiter: RequestHandler;
  maxPhotoBytes?: number;
}

function refuse(res: Response, status: number, message: string): void {
  const body: FailureResponse = { success: false, message };
  res.status(status).json(body);
}

const projectKeyOf = (req: Request): string => normalizeProjectKey(String(req.params.project_key ?? ''));

export const photoQuotaFullMessage = "This project's photo storage is full";

/**
 * Survey photos beside the data router's files (mount it before the data router): a visitor past
 * the project's gate gets a signed URL to upload an image to, used once; the upload is decoded and
 * re-encoded without metadata, within the project's photo quota; a photo's signed download URL is
 * given to anyone who may open the project only while a public response holds it, and to the
 * project's admins always, and each download checks that again.
 * Requests about other files go on to the data router.
 */
export function createPhotoRouter(deps: PhotoRouterDeps, access: ProjectAccessChecks): Router {
  const maxPhotoBytes = deps.maxPhotoBytes ?? defaultMaxPhotoBytes;
  const router = Router();
  const expiresAt = (): number => Math.floor(deps.now().getTime() / 1000) + defaultSignedUrlTtlSeconds;

  const isPhotoRequest = (req: Request, _res: Response, next: NextFunction) => {
    const contentType = (req.body as { contentType?: unknown } | undefined)?.contentType;
    next(
      typeof contentType === 'string' && acceptedPhotoTypes.includes(mediaTypeOf(contentType)) ? undefined : 'route',
    );
  };

  /** Refuses (403) a photo upload request to a project the visitor may not open or whose survey is off, before its body is read. */
  const surveyGate: RequestHandler = async (req, res, next) => {
    const projectKey = projectKeyOf(req);
    if (!(await access.canRead(req, projectKey))) return refuse(res, 403, noProjectAccessMessage);
    if (!(await deps.surveyEnabled(projectKey))) return refuse(res, 403, surveyDisabledMessage);
    next();
  };

  query(
    router,
    endpoints.issueMapUploadUrl,
    [json(), isPhotoRequest, deps.uploadLimiter, surveyGate],
    async ({ params, body: upload }) => {
      const projectKey = normalizeProjectKey(params.project_key);
      await assertQuotaLeft(projectKey, 1);
      const name = `${randomUUID()}.jpg`;
      const key = photoBlobKey(projectKey, name);
      const contentType = mediaTypeOf(upload.contentType);
      const body: UploadUrlResponse = {
        success: true,
        url: signBlobUrl(deps.signingSecret, { method: 'PUT', key, contentType, expiresAt: expiresAt() }),
        key,
        name,
      };
      return { body };
    },
  );

  // Uploads to other folders pass on to the data router.
  const isPhotoFolder: RequestHandler = (req, _res, next) => next(req.params.folder === 'photos' ? undefined : 'route');
  query(router, endpoints.signedUpload, [isPhotoFolder], async ({ params, req, res }) => {
    const fileName = params.file;
    if (photoOfFileName(fileName) !== fileName) return refuse(res, 403, 'This link does not allow uploads');
    const key = photoBlobKey(params.project_key, fileName);
    const check = verifyBlobRequest(
      deps.signingSecret,
      { method: req.method, key, query: req.query, contentType: req.headers['content-type'] },
      deps.now(),
    );
    if (!check.ok) return refuse(res, 403, 'This link is not valid or has expired');
    const upload = await readUpload(req, maxPhotoBytes);
    const { photo, thumbnail } = await reencodePhoto(upload.bytes);
    const projectKey = normalizeProjectKey(params.project_key);
    await assertQuotaLeft(projectKey, photo.length + thumbnail.length);
    const projectId = await deps.projectIdOf(projectKey);
    if (projectId === null) throw new HttpError(404, 'Project not found');
    await recordUpload(fileName, { type: 'StartPhotoUpload', data: { photo: fileName, projectId } });
    // The thumbnail first: a photo that is stored always has one, whenever the process dies.
    await deps.blobs.put(photoBlobKey(params.project_key, thumbnailNameOf(fileName)), thumbnail, {
      contentType: photoContentType,
    });
    const stored = await deps.blobs.put(key, photo, { contentType: photoContentType });
    await recordUpload(fileName, { type: 'RecordPhotoStored', data: { photo: fileName, projectId } });
    const body: UploadedResponse = { success: true, key, sha256: stored.sha256, size: stored.size };
    res.json(body);
  });

  /** Serves a photo's signed download (in the data router, next) only while its grant's reader may still see it. */
  const photoVisibility: RequestHandler = async (req, res, next) => {
    const photo = photoOfFileName(String(req.params.file));
    const key = photoBlobKey(String(req.params.project_key), String(req.params.file));
    const check = verifyBlobRequest(deps.signingSecret, { method: req.method, key, query: req.query }, deps.now());
    // A bad link is the data router's to refuse.
    if (photo === null || !check.ok) return next();
    if (await maySee(normalizeProjectKey(String(req.params.project_key)), photo, check.grant.holder)) return next();
    refuse(res, 404, 'File not found');
  };
  router.get(expressPath(endpoints.signedDownload), isPhotoFolder, photoVisibility);

  // Other map files pass on to the data router.
  const isPhotoFile: RequestHandler = (req, _res, next) =>
    next(photoOfFileName(String(req.params.filename)) === null ? 'route' : undefined);
  query(router, endpoints.mapDownloadUrl, [isPhotoFile], async ({ params, req }) => {
    const photo = photoOfFileName(params.filename) as string;
    const projectKey = normalizeProjectKey(params.project_key);
    if (!(await access.canRead(req, projectKey))) throw new HttpError(403, noProjectAccessMessage);
    const user = await access.authenticate(req);
    // An admin's URL names them, so that it stops working when they are no longer one.
    const holder = user !== undefined && (await access.canAdmin(user, projectKey)) ? user.id : undefined;
    if (
      !(await maySee(projectKey, photo, holder)) ||
      (await deps.blobs.head(photoBlobKey(projectKey, photo))) === undefined
    )
      throw new HttpError(404, 'File not found');
    const urls = photoUrls(deps.signingSecret, projectKey, photo, expiresAt(), holder);
    return { body: { success: true as const, url: photo === params.filename ? urls.signedUrl : urls.thumbnailUrl } };
  });

  /** A private photo, or one no response holds, is the admins' only; to anyone else it does not exist. */
  async function maySee(projectKey: string, photo: string, admin: string | undefined): Promise<boolean> {
    if ((await deps.photoPrivacy(projectKey, photo)) === 'public') return true;
    return admin !== undefined && (await access.canAdmin({ id: admin }, projectKey));
  }

  /** Refuses (507) what would take the project's photos past its quota. */
  async function assertQuotaLeft(projectKey: string, bytes: number): Promise<void> {
    const stored = await deps.blobs.list(`${projectKey}/${photoFolder}/`);
    const used = stored.reduce((sum, blob) => sum + blob.size, 0);
    if (used + bytes > deps.photoQuotaBytes) throw new HttpError(507, photoQuotaFullMessage);
  }

  async function recordUpload(photo: string, command: Parameters<typeof photoUploadDecider.decide>[0]) {
    const origin: CommandOrigin = { actorId: 'anonymous', correlationId: randomUUID() };
    try {
      await handleCommand(deps.commands, photoUploadDecider, streamIds.surveyPhoto(photo), command, origin);
    } catch (error) {
      if (error instanceof DomainError) throw new HttpError(409, error.message);
      throw error;
    }
  }

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) return refuse(res, error.status, error.message);
    if (error instanceof UploadTooLargeError) return refuse(res, 413, error.message);
    if (error instanceof NotAnImageError) return refuse(res, 422, error.message);
    return next(error);
  });

  return router;
}

/** Looks up who may see a stored photo in the survey's read model. */
export function photoPrivacyFrom(sql: Sql): PhotoRouterDeps['photoPrivacy'] {
  return async (projectKey, photo) => {
    const project = await findProjectAccessByKey(sql, projectKey);
    return project ? findPhotoPrivacy(sql, project.id, photo) : null;
  };
}

export function projectIdFrom(sql: Sql): PhotoRouterDeps['projectIdOf'] {
  return async (projectKey) => (await findProjectAccessByKey(sql, projectKey))?.id ?? null;
}

export function surveyEnabledFrom(sql: Sql): PhotoRouterDeps['surveyEnabled'] {
  return async (projectKey) => (await findProjectByKey(sql, projectKey))?.configuration.mapSurveyEnabled === true;
}

/** Photo uploads per address: a few per allowed submission. */
export function photoUploadLimiter(counts: RateLimitCounts, config: RateLimitConfig): RequestHandler {
  const limit = (config.surveySubmissions ?? defaultSurveySubmissions) * MAX_PHOTOS_PER_RESPONSE;
  return limiter(counts, 'photo-upload', limit, { message: tooManySubmissionsMessage });
}
