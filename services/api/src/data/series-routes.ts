import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import { endpoints } from '@waterline/contract/endpoints';
import {
  seriesSummarySchema,
  type ManifestResponse,
  type ProjectManifestsResponse,
  type SummariesResponse,
} from '@waterline/contract/data-contract';
import { summaryFromBase, type EncodedSummaryBase } from '@waterline/domain/analysis/index';
import { julianDay } from '@waterline/domain/calendar/index';
import type { Alternative } from '@waterline/domain/projects/configuration';
import { dataFileName } from '@waterline/domain/projects/data-source';
import {
  carriesIdentity,
  immutableCaching,
  isNotModified,
  privateCaching,
  serialiseAnswer,
  sharedCaching,
  type SerialisedAnswer,
} from '../http/caching.ts';
import { HttpError } from '../errors.ts';
import { query, sharedQuery } from '../http/route.ts';
import { SharedReads } from '../http/shared-reads.ts';
import type { VisitorAnswers } from '../http/visitor-answers.ts';
import { projectKeyOf, type DataAccess, type DataDeps } from './data-access.ts';
import { dataFileKey, seriesContentType } from './data-files.ts';
import { defaultImportQuotaBytes } from '../config.ts';
import { assertMayImport, type ImportPolicy } from './import-policy.ts';
import { importOptionsFromQuery, type CanonicalImportOptions } from './import-variant.ts';
import { listedManifests, manifestResponse } from './project-manifests.ts';

/** Bytes of serialised summaries answers kept in memory: a crowd opening a chart asks for the same few. */
const SUMMARIES_CACHE_BYTES = 32 * 1024 * 1024;
/** Refusals of a listed manifest that hold as long as the alternatives and their files do (bad settings, no file, an unreadable file). */
const KEPT_FAILURES = new Set([400, 404, 422]);
const dataFileNotFound = 'Data file not found';
/** A request that says nothing of who asks is no admin's. */
const noAdmin = async () => false;
const sha256Pattern = /^[0-9a-f]{64}$/;
const locationIndexPattern = /^\d{1,6}$/;

/** Answers `body` as JSON under `etag`, kept by no cache (it depends on who asks), or 304 when the request holds it already. */
function answerConditionally(req: Request, res: Response, etag: string, body: object): void {
  res.set({ 'Cache-Control': privateCaching, ETag: etag });
  if (isNotModified(req, etag)) return void res.status(304).end();
  res.json(body);
}

/** The import and location a series address names; 404 for one that cannot name any. */
function seriesAddress(params: { import_key: string; index: string }): { importKey: string; index: number } {
  if (!sha256Pattern.test(params.import_key) || !locationIndexPattern.test(params.index))
    throw new HttpError(404, 'Series not found');
  return { importKey: params.import_key, index: Number(params.index) };
}

/** The serving of imported data: a file's manifest, a project's manifests, and series and their summaries. */
export function seriesRoutes(router: Router, deps: DataDeps, access: DataAccess, visitorAnswers: VisitorAnswers): void {
  const { dataFiles } = deps;
  const visitorManifests = new SharedReads<SerialisedAnswer | null>();
  const manifestsByProject = new Map<string, { fingerprint: string; answer: SerialisedAnswer }>();
  const summaries = new LRUCache<string, SerialisedAnswer>({
    maxSize: SUMMARIES_CACHE_BYTES,
    sizeCalculation: (answer) => answer.json.length + answer.gzipped.length,
  });

  /** What decides whether a request may make a new stored import in the project (`isAdmin`: whether it is an admin's). */
  const importPolicy = (isAdmin: () => Promise<boolean>, projectKey: string): ImportPolicy => ({
    alternatives: () => deps.alternativesOf(projectKey),
    isAdmin,
    storedImportBytes: () => dataFiles.storedImportBytes(projectKey),
    quotaBytes: deps.importQuotaBytes ?? defaultImportQuotaBytes,
  });

  /** A data file's manifest under `options` as the API answers it, imported first where the request may; 404 without the file. */
  async function manifestAnswer(
    isAdmin: () => Promise<boolean>,
    projectKey: string,
    fileName: string,
    options: CanonicalImportOptions,
  ): Promise<ManifestResponse> {
    const manifest = await dataFiles.manifest(projectKey, fileName, options, () =>
      assertMayImport(importPolicy(isAdmin, projectKey), fileName, options),
    );
    if (manifest === undefined) throw new HttpError(404, dataFileNotFound);
    return manifestResponse(projectKey, manifest);
  }

  query(router, endpoints.dataManifest, [], async ({ params, query, req, res }) => {
    const projectKey = projectKeyOf(params);
    const fileName = params.filename;
    dataFileKey(projectKey, fileName); // refuses a name that is not a plain file name, before anything else
    await access.requireReader(req, projectKey);
    await access.requireServedFile(req, projectKey, fileName, dataFileNotFound);
    const fromAdmin = () => access.fromAdmin(req, projectKey);
    const manifest = await manifestAnswer(fromAdmin, projectKey, fileName, importOptionsFromQuery(query));
    answerConditionally(req, res, `"${manifest.importKey}"`, manifest);
  });

  /** The manifests of the project's visible alternatives (imports made where the request may). */
  async function manifestsList(isAdmin: () => Promise<boolean>, projectKey: string, visible: readonly Alternative[]) {
    const body: ProjectManifestsResponse = {
      success: true,
      alternatives: await listedManifests(visible, (fileName, options) =>
        manifestAnswer(isAdmin, projectKey, fileName, options),
      ),
    };
    return body;
  }

  /**
   * The manifests list of a project open to anyone, as every anonymous visitor gets it (null for a project that does
   * not open to anyone): made again only when the visible alternatives or the contents of their files have changed,
   * checked once for all who ask at the same time.
   */
  const manifestsForVisitors = (projectKey: string): Promise<SerialisedAnswer | null> =>
    visitorManifests.read(projectKey, async () => {
      const alternatives = await deps.alternativesOpenToAnyone(projectKey);
      if (alternatives === null) return null;
      const visible = alternatives.filter((alternative) => !alternative.hidden);
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
      const body = await manifestsList(noAdmin, projectKey, visible);
      const answer = serialiseAnswer(body);
      // A refused import (403) may be made later with the files unchanged: such a list is made again next time.
      if (body.alternatives.every(({ failure }) => failure === undefined || KEPT_FAILURES.has(failure.status)))
        manifestsByProject.set(projectKey, { fingerprint, answer });
      return answer;
    });

  sharedQuery(router, endpoints.projectManifests, [], async ({ params, req, res }) => {
    const projectKey = projectKeyOf(params);
    const forVisitors = carriesIdentity(req) ? null : await manifestsForVisitors(projectKey);
    if (forVisitors !== null) {
      const holds = async () => (await manifestsForVisitors(projectKey)) === forVisitors;
      return visitorAnswers.send(req, res, forVisitors, sharedCaching, holds);
    }
    await access.requireReader(req, projectKey);
    const visible = (await deps.alternativesOf(projectKey)).filter((alternative) => !alternative.hidden);
    const body = await manifestsList(() => access.fromAdmin(req, projectKey), projectKey, visible);
    answerConditionally(req, res, `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}"`, body);
  });

  sharedQuery(router, endpoints.series, [], async ({ params, req, res }) => {
    const projectKey = projectKeyOf(params);
    const { importKey, index } = seriesAddress(params);
    const open = await access.requireReaderOf(req, projectKey);
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
    const projectKey = projectKeyOf(params);
    const { importKey, index } = seriesAddress(params);
    const open = await access.requireReaderOf(req, projectKey);
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

  sharedQuery(router, endpoints.seriesSummaries, [], async ({ params, query, req, res }) => {
    const projectKey = projectKeyOf(params);
    const open = await access.requireReaderOf(req, projectKey);
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
    // Its address names its content: it holds for visitors as long as the project opens to anyone.
    visitorAnswers.send(req, res, answer, immutableCaching(open), () => access.opensToAnyone(projectKey));
  });
}
