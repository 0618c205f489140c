import type { Request, RequestHandler } from 'express';
import type { Alternative } from '@waterline/domain/projects/configuration';
import { dataFileName } from '@waterline/domain/projects/data-source';
import { normalizeProjectKey } from '@waterline/domain/projects/project-key';
import { signInMessage } from '../auth/authentication.ts';
import { noProjectAccessMessage, type ProjectAccessChecks, type SignedInUser } from '../auth/project-access-checks.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { SigningSecret } from '../blobs/signed-url.ts';
import { carriesIdentity } from '../http/caching.ts';
import { HttpError } from '../errors.ts';
import type { DataFiles } from './data-files.ts';
import type { ImportWorkers } from './import-workers.ts';

/** What the data routes need from the app besides its access rules. */
export interface DataDeps {
  blobs: BlobStore;
  /** The app's one data-files service over `blobs`: requests that need the same import share it. */
  dataFiles: DataFiles;
  /** The processes that read uploaded files (GeoJSON layers here; CSVs through `dataFiles`). */
  importWorkers: ImportWorkers;
  /** Signs the app's own blob URLs (HMAC-SHA256); keep it out of logs. */
  signingSecret: SigningSecret;
  now: () => Date;
  /** The alternatives of a project's configuration (their data files and settings); none for an unknown project. */
  alternativesOf: (projectKey: string) => Promise<readonly Alternative[]>;
  /** The alternatives of a project that opens to anyone, read at once with its openness; null for any other project. */
  alternativesOpenToAnyone: (projectKey: string) => Promise<readonly Alternative[] | null>;
  /** Bytes of stored imports past which a project gets no import with new settings; default 1 GB (see import-policy.ts). */
  importQuotaBytes?: number;
  /** The pump page's file: its admins are the admins of `projectKey` (see docs/api.md). */
  pump?: { projectKey: string; intakeTransect: string };
  /** Largest accepted upload; default 100 MB. */
  maxUploadBytes?: number;
  /** Lifetime of signed URLs; default 15 minutes. */
  signedUrlTtlSeconds?: number;
}

const notAnAdmin = 'Only project admins can upload files';

/** The project a data endpoint's path names, as stored (lower case, trimmed). */
export const projectKeyOf = (params: { project_key: string }): string => normalizeProjectKey(params.project_key);

/** Who may do what with a project's data files: the checks every data route makes, refused in the data routes' words. */
export class DataAccess {
  constructor(
    private readonly checks: ProjectAccessChecks,
    private readonly deps: Pick<DataDeps, 'alternativesOf'>,
  ) {}

  /** Whether the request comes from an admin of the project. */
  async fromAdmin(req: Request, projectKey: string): Promise<boolean> {
    const user = await this.checks.authenticate(req);
    return user !== undefined && (await this.checks.canAdmin(user, projectKey));
  }

  /** Refuses (403) a user who is not an admin of the project. */
  async requireAdmin(user: SignedInUser, projectKey: string): Promise<void> {
    if (!(await this.checks.canAdmin(user, projectKey))) throw new HttpError(403, notAnAdmin);
  }

  /** Refuses (401/403) a request that does not come from an admin of the project, before its body is read. */
  adminOf(projectKeyOfRequest: (req: Request) => string): RequestHandler {
    return async (req, res, next) => {
      try {
        const user = await this.checks.authenticate(req);
        if (user === undefined) throw new HttpError(401, signInMessage);
        await this.requireAdmin(user, projectKeyOfRequest(req));
        res.locals.uploader = user;
        next();
      } catch (error) {
        next(error);
      }
    };
  }

  /** Refuses (403) unless the request may read the project. */
  async requireReader(req: Request, projectKey: string): Promise<void> {
    if (!(await this.checks.canRead(req, projectKey))) throw new HttpError(403, noProjectAccessMessage);
  }

  /** Whether anyone may read the project without signing in or an access code. */
  opensToAnyone(projectKey: string): Promise<boolean> {
    return this.checks.opensToAnyone(projectKey);
  }

  /** Whether the answer is the same for anyone who asks: the project opens to anyone and the request says who asks not. */
  async sameForAnyone(req: Request, projectKey: string): Promise<boolean> {
    return !carriesIdentity(req) && (await this.opensToAnyone(projectKey));
  }

  /**
   * Refuses (403) unless the request may read the project; answers whether the project opens to anyone (then its
   * content-addressed answers may be kept by shared caches). An anonymous request needs no other check then.
   */
  async requireReaderOf(req: Request, projectKey: string): Promise<boolean> {
    const open = await this.opensToAnyone(projectKey);
    if (!open || carriesIdentity(req)) await this.requireReader(req, projectKey);
    return open;
  }

  /**
   * Refuses (404, as a missing file) a CSV that no alternative of the project uses now to all but its admins: an upload
   * never given to an alternative, a replaced version or a removed alternative's file is not the project's to show.
   */
  async requireServedFile(req: Request, projectKey: string, fileName: string, notFound: string): Promise<void> {
    const alternatives = await this.deps.alternativesOf(projectKey);
    if (alternatives.some((alternative) => dataFileName(alternative) === fileName)) return;
    if (!(await this.fromAdmin(req, projectKey))) throw new HttpError(404, notFound);
  }
}
