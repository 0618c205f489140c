import { pipeline } from 'node:stream/promises';
import type { Request, Router } from 'express';
import { endpoints } from '@waterline/contract/endpoints';
import { blobKey } from '../blobs/blob-key.ts';
import { isNotModified, sharedCaching, sharedRevalidateCaching } from '../http/caching.ts';
import { HttpError } from '../errors.ts';
import { query } from '../http/route.ts';
import { projectKeyOf, type DataAccess, type DataDeps } from './data-access.ts';
import { SignedLinks } from './signed-links.ts';
import { dataFileUpload, mapLayerUpload, PUMP_TRANSECT_FILE, pumpTransectUpload } from './upload-kinds.ts';

const revalidateCaching = 'private, no-cache';

/** The download endpoints: signed download URLs of a project's files, the signed GET itself, and the pump page's file. */
export function downloadRoutes(router: Router, deps: DataDeps, access: DataAccess, links: SignedLinks): void {
  /** The signed download URL of an existing blob. */
  const issueDownloadUrl = async (req: Request, projectKey: string, folder: string, file: string): Promise<string> => {
    const key = blobKey(projectKey, folder, file);
    await access.requireReader(req, projectKey);
    if (folder === dataFileUpload.folder) await access.requireServedFile(req, projectKey, file, 'File not found');
    if ((await deps.blobs.head(key)) === undefined) throw new HttpError(404, 'File not found');
    return links.download(key);
  };

  const { pump } = deps;
  if (pump) {
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
      url: await issueDownloadUrl(req, projectKeyOf(params), dataFileUpload.folder, params.filename),
    },
  }));
  query(router, endpoints.editorDownloadUrl, [], async ({ params, req }) => ({
    body: {
      signedUrl: await issueDownloadUrl(
        req,
        projectKeyOf({ project_key: params.folder }),
        dataFileUpload.folder,
        params.file,
      ),
    },
  }));
  // A public project's layer links are the same for every visitor: kept by shared caches and the offline survey.
  query(router, endpoints.mapDownloadUrl, [], async ({ params, req, res }) => {
    const projectKey = projectKeyOf(params);
    const url = await issueDownloadUrl(req, projectKey, mapLayerUpload.folder, params.filename);
    if (await access.sameForAnyone(req, projectKey)) res.set('Cache-Control', sharedCaching);
    return { body: { success: true as const, url } };
  });

  query(router, endpoints.signedDownload, [], async ({ params, req, res }) => {
    const key = SignedLinks.keyOf(params);
    const grant = links.granted(req, key);
    const found = await deps.blobs.get(key);
    if (found === undefined) throw new HttpError(404, 'File not found');
    const etag = `"${found.info.sha256}"`;
    // A link signed for nobody in particular, of a public project, serves the same file to anyone.
    const shared = grant.holder === undefined && (await access.sameForAnyone(req, projectKeyOf(params)));
    res.setHeader('Content-Type', found.info.contentType);
    res.set({
      'Cache-Control': shared ? sharedRevalidateCaching : revalidateCaching,
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
}
