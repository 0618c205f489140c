import { z } from 'zod';
import {
  alternativeSchema,
  defaultChartSchema,
  locationGroupsSchema,
  mapSettingsSchema,
  startCalDaySchema,
  yAxisDefaultsSchema,
} from '@waterline/domain/projects/configuration';
import { projectDataInputSchema } from '@waterline/domain/projects/configuration-changes';
import { projectRoleSchema } from '@waterline/domain/projects/roles';
import { idSchema, requiredText } from './common.ts';

export const projectKeyParamsSchema = z.object({ project_key: requiredText('project_key', 100) });

/** An access code as submitted: '' means none (on create) or unchanged (on update); null removes it (update). */
export const accessCodeInputSchema = z
  .union(
    [
      z.literal(''),
      z
        .string()
        .min(4, 'Access code must be at least 4 characters')
        .max(72, 'Access code must be at most 72 characters'),
    ],
    {
      error: 'access_code must be text or null',
    },
  )
  .nullable();

export const createProjectRequestSchema = z
  .object({
    project_key: z
      .string({
        error: (issue) => (issue.input === undefined ? 'project_key is required' : 'project_key must be text'),
      })
      .max(100, 'project_key is longer than 100 characters'),
    data: projectDataInputSchema.optional(),
    public: z.boolean({ error: 'public must be true or false' }).optional(),
    access_code: accessCodeInputSchema.optional(),
  })
  .meta({ id: 'CreateProjectRequest' });
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;

export const projectCreatedSchema = z
  .object({ success: z.literal(true), project_key: z.string(), project_id: z.string(), message: z.string() })
  .meta({ id: 'ProjectCreated' });
export type ProjectCreatedAnswer = z.output<typeof projectCreatedSchema>;

/** The whole project as the admin area holds it; fields left out keep their value. */
export const updateProjectRequestSchema = z
  .object({
    id: z.string().optional(),
    project_key: z.string().optional(),
    public: z.boolean({ error: 'public must be true or false' }).optional(),
    access_code: accessCodeInputSchema.optional(),
    data: projectDataInputSchema.optional(),
  })
  .meta({ id: 'UpdateProjectRequest' });
export type UpdateProjectRequest = z.input<typeof updateProjectRequestSchema>;

export const projectUpdatedSchema = z
  .object({ success: z.literal(true), message: z.string(), version: z.number().int(), events: z.array(z.string()) })
  .meta({ id: 'ProjectUpdated' });
export type ProjectUpdatedAnswer = z.output<typeof projectUpdatedSchema>;

export const projectDataSchema = z
  .object({
    title: z.string(),
    startCalDay: startCalDaySchema,
    mapSurveyEnabled: z.boolean(),
    onlyShowMapSurvey: z.boolean(),
    enableDefaultChart: z.boolean(),
    defaultChart: defaultChartSchema.nullable(),
    alternatives: z.array(alternativeSchema),
    locationGroups: locationGroupsSchema,
    yAxisDefaults: yAxisDefaultsSchema,
    map: mapSettingsSchema,
  })
  .meta({ id: 'ProjectData' });
export type ProjectData = z.output<typeof projectDataSchema>;

/** A project as the API shows it: never the access code or its hash, only whether there is one. */
export const projectViewSchema = z
  .object({
    id: z.string(),
    project_key: z.string(),
    public: z.boolean(),
    hasAccessCode: z.boolean(),
    isDynamicLoading: z.boolean(),
    /** The project stream's version this view reflects. */
    version: z.number().int(),
    data: projectDataSchema,
  })
  .meta({ id: 'ProjectView' });
export type ProjectView = z.output<typeof projectViewSchema>;

/**
 * GET /api/project/{key} and /{access_code}. The project opens when `authenticated` is true (its
 * fields are then present); `requriesAccessCode` asks for the code. `accessToken` (always, after a
 * good code) and `rememberMeToken` (when asked for with the `rememberMe: true` header) go back in
 * the `remember-me-token` header.
 */
export const projectAnswerSchema = projectViewSchema
  .partial()
  .extend({
    success: z.literal(true),
    message: z.string(),
    public: z.boolean(),
    // Misspelt on purpose: the field's name since the first release, which existing clients read (docs/product-guide.md#calls).
    requriesAccessCode: z.boolean(),
    authenticated: z.boolean(),
    project_key: z.string(),
    role: projectRoleSchema.nullable(),
    accessToken: z.string().optional(),
    rememberMeToken: z.string().optional(),
  })
  .meta({ id: 'ProjectAnswer' });
export type ProjectAnswer = z.output<typeof projectAnswerSchema>;

export const accessCodeParamsSchema = projectKeyParamsSchema.extend({ access_code: requiredText('access_code', 200) });

export const projectListSchema = z
  .object({
    success: z.literal(true),
    projects: z.array(
      z.object({
        id: z.string(),
        project_key: z.string(),
        data: z.object({ title: z.string() }),
        role: projectRoleSchema,
      }),
    ),
  })
  .meta({ id: 'ProjectList' });
export type ProjectList = z.output<typeof projectListSchema>;

export const adminProjectSchema = z
  .object({ success: z.literal(true), message: z.string(), data: projectViewSchema })
  .meta({ id: 'AdminProject' });
export type AdminProjectAnswer = z.output<typeof adminProjectSchema>;

export const updateProjectParamsSchema = projectKeyParamsSchema.extend({ project_id: idSchema('project_id') });
