import type { Router, RequestHandler } from 'express';
import { ADMIN } from '@waterline/domain/projects/roles';
import type { SurveyFields } from '@waterline/domain/survey/survey-response';
import {
  listSurveyHistory,
  listSurveyResponses,
  surveyResponsesVersion,
} from '@waterline/read-models/survey-responses/queries';
import { userNames } from '@waterline/read-models/users/queries';
import type { ApiContext } from './app-context.ts';
import { sessionOf, signedInUserId } from '../auth/authentication.ts';
import { blobSigningSecret } from '../blobs/signed-url.ts';
import { editMarker, removeMarker, submitMarker } from '../commands/survey.ts';
import { endpoints } from '@waterline/contract/endpoints';
import type {
  ListedSurveyMarker,
  SurveyHistoryAnswer,
  SurveyMarker,
  SurveyMarkerAnswer,
  SurveyMarkersAnswer,
} from '@waterline/contract/survey';
import { defaultSignedUrlTtlSeconds } from '../blobs/signed-url.ts';
import { HttpError } from '../errors.ts';
import { carriesIdentity, privateCaching, sendSerialised, sharedCaching } from '../http/caching.ts';
import { command, query, sharedQuery } from '../http/route.ts';
import { requireProjectAdmin } from '../projects/project-access.ts';
import { ListingCache } from '../survey/listing-cache.ts';
import { photoUrls } from '../survey/photos.ts';
import { surveyDisabledMessage } from '../survey/survey-messages.ts';
import { openProject } from './viewer-access.ts';

/**
 * The map survey's responses. Anyone past the project's gate submits (limited per address); only
 * admins (role 1) see private responses, edit and remove. A private response is never part of
 * an answer to anyone else, nor is the signed URL of its photos.
 */
export function surveyRoutes(router: Router, ctx: ApiContext, submissionLimiter: RequestHandler): void {
  const signingSecret = blobSigningSecret(ctx.config.jwtSecret);
  // A listing is kept a third of its photo URLs' lifetime: each URL it serves has two thirds of it left.
  const listings = new ListingCache({
    maxAgeMs: (defaultSignedUrlTtlSeconds * 1000) / 3,
    maxEntries: 32,
    now: () => ctx.commands.clock().getTime(),
  });

  /** A response as served: its fields, each photo with signed URLs (signed for the admin who asks, if one does). */
  const served = (
    projectKey: string,
    record: { id: string; fields: SurveyFields },
    admin: string | undefined,
  ): SurveyMarker => {
    const expiresAt = Math.floor(ctx.commands.clock().getTime() / 1000) + defaultSignedUrlTtlSeconds;
    const [privacy, coordinate, locationName, name, concern, activities, photos] = record.fields;
    const files = photos.files.map((file) => ({
      ...file,
      ...photoUrls(signingSecret, projectKey, file.url, expiresAt, admin),
    }));
    return {
      id: record.id,
      project_key: projectKey,
      private: privacy.value,
      data: { data: [privacy, coordinate, locationName, name, concern, activities, { ...photos, files }] },
    };
  };

  sharedQuery(router, endpoints.listMarkers, [], async ({ params, req, res }) => {
    const { project, role, userId } = await openProject(ctx, req, res, params.project_key);
    // Admins keep their responses (to view and export) while the public survey is off.
    if (!project.configuration.mapSurveyEnabled && role !== ADMIN) throw new HttpError(403, surveyDisabledMessage);
    const includePrivate = role === ADMIN;
    const admin = includePrivate ? userId : undefined;
    // Read before the responses: a listing kept under this version is at least as new as it.
    const version = await surveyResponsesVersion(ctx.sql, project.id);
    // Each admin's listing is their own: its photo URLs are signed for them.
    const key = JSON.stringify([project.id, project.key, admin ?? null]);
    const listing = await listings.get(key, version, async () => {
      const responses = await listSurveyResponses(ctx.sql, project.id, { includePrivate });
      const listed = responses.map(({ submittedAt, updatedAt, ...response }): ListedSurveyMarker => ({
        ...served(project.key, response, admin),
        submittedAt,
        updatedAt,
      }));
      const answer: SurveyMarkersAnswer = { success: true, data: listed };
      return answer;
    });
    // A public project's listing for a visitor (no private response in it) is the same for every visitor.
    const shared = !carriesIdentity(req) && (await ctx.visitors.opensToAnyone(project.key));
    sendSerialised(req, res, listing, shared ? sharedCaching : privateCaching);
  });

  query(router, endpoints.surveyHistory, [], async ({ params, res }) => {
    const project = await requireProjectAdmin(ctx.sql, params.project_key, sessionOf(res));
    const history = await listSurveyHistory(ctx.sql, project.id);
    const names = await userNames(ctx.sql, [...new Set(history.map((entry) => entry.actorId))]);
    const nameOf = (userId: string) => names.get(userId) ?? (userId === 'anonymous' ? 'Anonymous' : 'Unknown user');
    const answer: SurveyHistoryAnswer = {
      success: true,
      entries: history.map(({ actorId, ...entry }) => ({ ...entry, actor: { id: actorId, name: nameOf(actorId) } })),
    };
    return { body: answer };
  });

  command(router, ctx, endpoints.submitMarker, [submissionLimiter], async ({ params, body, req, res, origin }) => {
    const { project, role, userId } = await openProject(ctx, req, res, params.project_key);
    if (!project.configuration.mapSurveyEnabled) throw new HttpError(403, surveyDisabledMessage);
    const { markerId, fields, position } = await submitMarker(ctx.commands, await origin(), {
      projectId: project.id,
      fields: body.data.data,
      markerId: body.id,
    });
    const admin = role === ADMIN ? userId : undefined;
    const answer: SurveyMarkerAnswer = { success: true, data: served(project.key, { id: markerId, fields }, admin) };
    return { status: 201, body: answer, position };
  });

  command(router, ctx, endpoints.editMarker, [], async ({ params, body, req, res, origin }) => {
    await signedInUserId(res);
    const { project, userId, role } = await openProject(ctx, req, res, params.project_key);
    const input = {
      markerId: body.id,
      projectId: project.id,
      fields: body.data.data,
      actor: { userId: userId ?? null, role },
    };
    const { fields, position } = await editMarker(ctx.commands, await origin(), input);
    const answer: SurveyMarkerAnswer = { success: true, data: served(project.key, { id: body.id, fields }, userId) };
    return { status: 200, body: answer, position };
  });

  command(router, ctx, endpoints.removeMarker, [], async ({ params, req, res, origin }) => {
    await signedInUserId(res);
    const { project, userId, role } = await openProject(ctx, req, res, params.project_key);
    const position = await removeMarker(ctx.commands, await origin(), {
      markerId: params.id,
      projectId: project.id,
      actor: { userId: userId ?? null, role },
    });
    return { status: 200, body: { success: true as const }, position };
  });
}
