import { randomUUID } from 'node:crypto';
import { json, Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { normalizeProjectKey } from '@waterline/domain/projects/project-key';
import { MAX_PHOTOS_PER_RESPONSE } from '@waterline/domain/survey/survey-response';
import type { Sql } from '@waterline/read-models/db/sql';
import { findProjectAccessByKey, findProjectByKey } from '@waterline/read-models/projects/queries';
import { findPhotoPrivacy } from '@waterline/read-models/survey-responses/queries';
import { mediaTypeOf, signBlobUrl, verifyBlobRequest, type SigningSecret } from '../blobs/signed-url.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { type FailureResponse, type UploadedResponse, type UploadUrlResponse } from '@waterline/contract/data-contract';
import { endpoints } from '@waterline/contract/endpoints';
import { defaultSignedUrlTtlSeconds } from '../data/data-router.ts';
import { readUpload, UploadTooLargeError } from '../data/read-upload.ts';
import type { RateLimitConfig } from '../config.ts';
import { defaultSurveySubmissions, limiter, tooManySubmissionsMessage } from '../http/rate-limits.ts';
import type { RateLimitCounts } from '../http/rate-limit-counts.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { surveyDisabledMessage } from './survey-messages.ts';
import {
  acceptedPhotoTypes,
  defaultMaxPhotoBytes,
  NotAnImageError,
  photoBlobKey,
  photoContentType,
  photoOfFileName,
  photoUrls,
  reencodePhoto,
  thumbnailNameOf,
} from './photos.ts';

/** Who may see a stored photo: the privacy of the response that holds it, null while none does. */
export type PhotoPrivacy = 'public' | 'private' | null;

export interface PhotoRouterDeps<User> {
  blobs: BlobStore;
  signingSecret: SigningSecret;
  now: () => Date;
  authenticate: (req: Request) => Promise<User | undefined>;
  canAdmin: (user: User, projectKey: string) => Promise<boolean>;
  canRead: (req: Request, projectKey: string) => Promise<boolean>;
  photoPrivacy: (projectKey: string, photo: string) => Promise<PhotoPrivacy>;
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

/**
 * Survey photos beside the data router's files (mount it before the data router): a visitor past
 * the project's gate gets a signed URL to upload an image to; the upload is decoded and
 * re-encoded without metadata; a photo's signed download URL is given to anyone who may open the
 * project only while a public response holds it, and to the project's admins always.
 * Requests about other files go on to the data router.
 */
export function createPhotoRouter<User>(deps: PhotoRouterDeps<User>): Router {
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
    if (!(await deps.canRead(req, projectKey))) return refuse(res, 403, 'You do not have access to this project');
    if (!(await deps.surveyEnabled(projectKey))) return refuse(res, 403, surveyDisabledMessage);
    next();
  };

  route(
    router,
    null,
    endpoints.issueMapUploadUrl,
    [json(), isPhotoRequest, deps.uploadLimiter, surveyGate],
    async ({ params, body: upload }) => {
      const name = `${randomUUID()}.jpg`;
      const key = photoBlobKey(normalizeProjectKey(params.project_key), name);
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
  route(router, null, endpoints.signedUpload, [isPhotoFolder], async ({ params, req, res }) => {
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
    const stored = await deps.blobs.put(key, photo, { contentType: photoContentType });
    await deps.blobs.put(photoBlobKey(params.project_key, thumbnailNameOf(fileName)), thumbnail, {
      contentType: photoContentType,
    });
    const body: UploadedResponse = { success: true, key, sha256: stored.sha256, size: stored.size };
    res.json(body);
  });

  // Other map files pass on to the data router.
  const isPhotoFile: RequestHandler = (req, _res, next) =>
    next(photoOfFileName(String(req.params.filename)) === null ? 'route' : undefined);
  route(router, null, endpoints.mapDownloadUrl, [isPhotoFile], async ({ params, req }) => {
    const photo = photoOfFileName(params.filename) as string;
    const projectKey = normalizeProjectKey(params.project_key);
    if (!(await deps.canRead(req, projectKey))) throw new HttpError(403, 'You do not have access to this project');
    if (
      !(await mayView(req, projectKey, photo)) ||
      (await deps.blobs.head(photoBlobKey(projectKey, photo))) === undefined
    )
      throw new HttpError(404, 'File not found');
    const urls = photoUrls(deps.signingSecret, projectKey, photo, expiresAt());
    return { body: { success: true as const, url: photo === params.filename ? urls.signedUrl : urls.thumbnailUrl } };
  });

  /** A private photo, or one no response holds yet, is the admins' only; to anyone else it does not exist. */
  async function mayView(req: Request, projectKey: string, photo: string): Promise<boolean> {
    if ((await deps.photoPrivacy(projectKey, photo)) === 'public') return true;
    const user = await deps.authenticate(req);
    return user !== undefined && (await deps.canAdmin(user, projectKey));
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
export function photoPrivacyFrom(sql: Sql): PhotoRouterDeps<unknown>['photoPrivacy'] {
  return async (projectKey, photo) => {
    const project = await findProjectAccessByKey(sql, projectKey);
    return project ? findPhotoPrivacy(sql, project.id, photo) : null;
  };
}

export function surveyEnabledFrom(sql: Sql): PhotoRouterDeps<unknown>['surveyEnabled'] {
  return async (projectKey) => (await findProjectByKey(sql, projectKey))?.configuration.mapSurveyEnabled === true;
}

/** Photo uploads per address: a few per allowed submission. */
export function photoUploadLimiter(counts: RateLimitCounts, config: RateLimitConfig): RequestHandler {
  const limit = (config.surveySubmissions ?? defaultSurveySubmissions) * MAX_PHOTOS_PER_RESPONSE;
  return limiter(counts, 'photo-upload', limit, { message: tooManySubmissionsMessage });
}
