import type { Request, Response, Router } from 'express';
import { endpoints } from '@waterline/contract/endpoints';
import type { DataUploadRequest, UploadedResponse, UploadUrlResponse } from '@waterline/contract/data-contract';
import { fileInUseMessage, otherAlternativeUsingFile, sanitizeFileName } from '@waterline/domain/projects/data-source';
import { normalizeProjectKey } from '@waterline/domain/projects/project-key';
import { MAX_UPLOAD_BYTES } from '@waterline/domain/projects/upload-size';
import { parsePumpCsv } from '@waterline/domain/pump/index';
import { blobKey } from '../blobs/blob-key.ts';
import { mediaTypeOf, type BlobGrant } from '../blobs/signed-url.ts';
import { HttpError } from '../errors.ts';
import { query } from '../http/route.ts';
import type { SignedInUser } from '../auth/project-access-checks.ts';
import { projectKeyOf, type DataAccess, type DataDeps } from './data-access.ts';
import { readUpload } from '../blobs/read-upload.ts';
import { SignedLinks } from './signed-links.ts';
import {
  dataFileUpload,
  isAcceptedUpload,
  mapLayerUpload,
  PUMP_TRANSECT_FILE,
  pumpTransectUpload,
  uploadKinds,
  type UploadKind,
} from './upload-kinds.ts';

/** Refuses (409) to store a data file under the name of the file of an alternative other than `ownKey`. */
async function assertNotAnothersDataFile(
  deps: Pick<DataDeps, 'alternativesOf'>,
  projectKey: string,
  fileName: string,
  ownKey: string | undefined,
): Promise<void> {
  const owner = otherAlternativeUsingFile(await deps.alternativesOf(projectKey), fileName, ownKey);
  if (owner) throw new HttpError(409, fileInUseMessage(owner, fileName));
}

/** The signed upload URLs, for a project's admins: data files, map layers, the pump page's file. */
export function uploadUrlRoutes(router: Router, deps: DataDeps, access: DataAccess, links: SignedLinks): void {
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
    if (kind === dataFileUpload) await assertNotAnothersDataFile(deps, projectKey, name, upload.alternative);
    const key = blobKey(projectKey, kind.folder, storedName ?? name);
    const user = res.locals.uploader as SignedInUser;
    // The media type is signed (a charset may follow at the PUT), and the user, whose role the PUT checks again.
    const grant: BlobGrant = {
      method: 'PUT',
      key,
      contentType: mediaTypeOf(upload.contentType),
      holder: user.id,
      ...(kind === dataFileUpload && upload.alternative !== undefined ? { alternative: upload.alternative } : {}),
      expiresAt: links.expiresAt(),
    };
    return { body: { success: true, url: links.sign(grant), key, name } };
  };

  const adminOfPath = access.adminOf((req: Request) => normalizeProjectKey(String(req.params.project_key ?? '')));
  query(router, endpoints.issueDataUploadUrl, [adminOfPath], async ({ params, body, res }) =>
    issueUploadUrl(dataFileUpload, projectKeyOf(params), body, res),
  );
  query(router, endpoints.issueMapUploadUrl, [adminOfPath], async ({ params, body, res }) =>
    issueUploadUrl(mapLayerUpload, projectKeyOf(params), body, res),
  );
  const { pump } = deps;
  if (pump) {
    query(router, endpoints.issuePumpUploadUrl, [access.adminOf(() => pump.projectKey)], async ({ body, res }) =>
      issueUploadUrl(pumpTransectUpload, pump.projectKey, body, res, PUMP_TRANSECT_FILE),
    );
  }
}

/** The signed upload itself: its handler reads the raw body as it streams in, so it is registered before any body parser. */
export function signedUploadRoute(router: Router, deps: DataDeps, access: DataAccess, links: SignedLinks): void {
  const maxUploadBytes = deps.maxUploadBytes ?? MAX_UPLOAD_BYTES;
  query(router, endpoints.signedUpload, [], async ({ params, req, res }) => {
    const key = SignedLinks.keyOf(params);
    const grant = links.granted(req, key);
    const kind = uploadKinds.find((candidate) => candidate.folder === params.folder);
    if (kind === undefined || grant.holder === undefined) throw new HttpError(403, 'This link does not allow uploads');
    // The link was signed for an admin: one who is no longer an admin cannot use it.
    const projectKey = projectKeyOf(params);
    await access.requireAdmin({ id: grant.holder }, projectKey);
    // Another alternative may have taken the file's name since the link was signed.
    if (kind === dataFileUpload) await assertNotAnothersDataFile(deps, projectKey, params.file, grant.alternative);
    const upload = await readUpload(req, maxUploadBytes);
    const contentType = grant.contentType ?? '';
    let body: UploadedResponse;
    if (kind === dataFileUpload) {
      const { file, manifest } = await deps.dataFiles.storeUpload(params.project_key, params.file, upload, contentType);
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
}
