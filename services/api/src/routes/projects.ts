import type { Router, Request } from 'express';
import { normalizeProjectKey } from '@waterline/domain/projects/project-key';
import { projectNotFoundMessage } from '@waterline/domain/projects/project-commands';
import { listProjectsOfMember } from '@waterline/read-models/project-list/queries';
import type { ApiContext } from './app-context.ts';
import { optionalSignedInUserId, sessionOf, signedInUserId } from '../auth/authentication.ts';
import { verifySecret } from '../auth/secrets.ts';
import { signRememberMeToken } from '../auth/tokens.ts';
import { createProject, updateProject } from '../commands/projects.ts';
import type {
  AdminProjectAnswer,
  ProjectAnswer,
  ProjectCreatedAnswer,
  ProjectList,
  ProjectUpdatedAnswer,
} from '@waterline/contract/projects';
import { endpoints } from '@waterline/contract/endpoints';
import { carriesIdentity, sharedCaching } from '../http/caching.ts';
import { HttpError } from '../errors.ts';
import { command, query, sharedQuery } from '../http/route.ts';
import { unknownLocationsProblem } from '../data/data-locations.ts';
import { unstoredDataSourceProblem } from '../projects/stored-data-sources.ts';
import { projectAccess, requireProject, requireProjectAdmin } from '../projects/project-access.ts';
import { openProjectAnswer, projectView } from '../projects/project-view.ts';

export const accessCodePrompt = 'This is a private project. Please enter the access code';
export const membersOnlyMessage = 'Only members of this project can open it';
export const invalidAccessCodeMessage = 'Invalid access code';

function membersOnly(): HttpError {
  return new HttpError(403, membersOnlyMessage, { public: false, requriesAccessCode: false, authenticated: false });
}

export function projectsRoutes(router: Router, ctx: ApiContext): void {
  query(router, endpoints.listProjects, [], async ({ res }) => {
    const projects = await listProjectsOfMember(ctx.sql, await signedInUserId(res));
    const answer: ProjectList = {
      success: true,
      projects: projects.map((project) => ({
        id: project.id,
        project_key: project.key,
        data: { title: project.title },
        role: project.role,
      })),
    };
    return { body: answer };
  });

  command(router, ctx, endpoints.createProject, [], async ({ body, res, origin }) => {
    await signedInUserId(res);
    const sourceProblem = await unstoredDataSourceProblem(
      ctx.dataFileStored,
      normalizeProjectKey(body.project_key),
      [],
      body.data?.alternatives,
    );
    if (sourceProblem) throw new HttpError(400, sourceProblem);
    const created = await createProject(ctx.commands, await origin(), {
      projectKey: body.project_key,
      ...(body.data ? { data: body.data } : {}),
      ...(body.public === undefined ? {} : { public: body.public }),
      accessCode: body.access_code ?? null,
    });
    const answer: ProjectCreatedAnswer = {
      success: true,
      project_key: created.projectKey,
      project_id: created.projectId,
      message: 'Project created',
    };
    return { status: 201, body: answer, position: created.position };
  });

  sharedQuery(router, endpoints.openProject, [], async ({ params, req, res }) => {
    // A project open to anyone gives every anonymous visitor the same answer: shared, and cacheable in front.
    if (!carriesIdentity(req)) {
      const { openAnswer } = await ctx.visitors.view(params.project_key);
      if (openAnswer) {
        const holds = async () => (await ctx.visitors.view(params.project_key)).openAnswer === openAnswer;
        return void ctx.visitorAnswers.send(req, res, openAnswer, sharedCaching, holds);
      }
    }
    const project = await requireProject(ctx.sql, params.project_key);
    const { gate, role } = await projectAccess(
      ctx.sql,
      ctx.config.jwtSecret,
      req,
      project,
      await optionalSignedInUserId(res),
    );
    if (gate === 'members_only') throw membersOnly();
    if (gate === 'open') return void res.json(openProjectAnswer(project, role));
    const answer: ProjectAnswer = {
      success: true,
      message: accessCodePrompt,
      public: true,
      requriesAccessCode: true,
      authenticated: false,
      project_key: project.key,
      role: null,
    };
    res.json(answer);
  });

  query(router, endpoints.openProjectWithAccessCode, [ctx.limiters.accessCode], async ({ params, req, res }) => {
    const project = await requireProject(ctx.sql, params.project_key);
    const { gate, role } = await projectAccess(
      ctx.sql,
      ctx.config.jwtSecret,
      req,
      project,
      await optionalSignedInUserId(res),
    );
    const { accessCodeHash } = project.configuration;
    if (gate === 'members_only') throw membersOnly();
    if (role !== null || accessCodeHash === null) return { body: openProjectAnswer(project, role) };
    if (!(await verifySecret(params.access_code, accessCodeHash))) throw new HttpError(401, invalidAccessCodeMessage);
    const { jwtSecret, tokenTtlSeconds, rememberMeTtlSeconds } = ctx.config;
    const scope = { projectId: project.id, accessCodeHash, accessVersion: project.accessVersion };
    const accessToken = signRememberMeToken(jwtSecret, scope, tokenTtlSeconds);
    const rememberMe = wantsRememberMe(req);
    const rememberMeToken = rememberMe ? signRememberMeToken(jwtSecret, scope, rememberMeTtlSeconds) : undefined;
    return { body: openProjectAnswer(project, null, { accessToken, ...(rememberMeToken ? { rememberMeToken } : {}) }) };
  });

  query(router, endpoints.adminProject, [], async ({ params, res }) => {
    const project = await requireProjectAdmin(ctx.sql, params.project_key, sessionOf(res));
    const answer: AdminProjectAnswer = { success: true, message: '', data: projectView(project) };
    return { body: answer };
  });

  command(router, ctx, endpoints.updateProject, [], async ({ params, body, res, origin }) => {
    const project = await requireProjectAdmin(ctx.sql, params.project_key, sessionOf(res));
    if (project.id !== params.project_id) throw new HttpError(404, projectNotFoundMessage);
    if (body.project_key !== undefined && normalizeProjectKey(body.project_key) !== project.key)
      throw new HttpError(400, 'The project key cannot be changed');
    if (body.id !== undefined && body.id !== project.id) throw new HttpError(400, 'The project id cannot be changed');
    const locationProblem = await unknownLocationsProblem(ctx.dataLocations, project, body.data);
    if (locationProblem) throw new HttpError(400, locationProblem);
    const sourceProblem = await unstoredDataSourceProblem(
      ctx.dataFileStored,
      project.key,
      project.configuration.alternatives,
      body.data?.alternatives,
    );
    if (sourceProblem) throw new HttpError(400, sourceProblem);
    const result = await updateProject(ctx.commands, await origin(), {
      projectId: project.id,
      ...(body.data ? { data: body.data } : {}),
      ...(body.public === undefined ? {} : { public: body.public }),
      ...(body.access_code === undefined ? {} : { accessCode: body.access_code }),
    });
    const answer: ProjectUpdatedAnswer = {
      success: true,
      message: result.events.length > 0 ? 'Changes saved' : 'No changes',
      version: result.version,
      events: result.events.map((event) => event.type),
    };
    return { status: 200, body: answer, position: result.position };
  });
}

function wantsRememberMe(req: Request): boolean {
  return String(req.headers.rememberme ?? '').toLowerCase() === 'true';
}
