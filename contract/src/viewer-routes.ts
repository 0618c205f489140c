import { z } from 'zod';
import { accepted } from './common.ts';
import {
  performanceMeasureSavedSchema,
  performanceMeasuresSchema,
  pmIdAndPasswordParamsSchema,
  pmIdParamsSchema,
  savePerformanceMeasureRequestSchema,
} from './performance-measures.ts';
import { projectKeyParamsSchema } from './projects.ts';
import type { Endpoint } from './endpoint.ts';
import { deletePasswordBodySchema, deletePasswordHeadersSchema } from './step-up-password.ts';
import {
  addThresholdRequestSchema,
  editThresholdRequestSchema,
  thresholdAddedSchema,
  thresholdIdAndPasswordParamsSchema,
  thresholdIdParamsSchema,
  thresholdsQuerySchema,
  thresholdsSchema,
} from './thresholds.ts';
import { saveUserSettingsRequestSchema, userSettingsParamsSchema, userSettingsSchema } from './user-settings.ts';

export const doneSchema = z.object({ success: z.literal(true) }).meta({ id: 'Done' });
export type DoneAnswer = z.output<typeof doneSchema>;

/** What a route behind the project's gate may answer besides its own failures. */
export const gateFailures = {
  403: 'The project is members only, or needs its access code',
  404: 'Unable to find project',
} as const;
const deleteThresholdFailures = {
  400: 'No password given',
  401: 'Unable to delete threshold (not signed in)',
  403: 'Unable to delete threshold (wrong password, not added by this user and not an admin, or a Read Only member)',
  404: 'Unable to delete threshold (no such threshold)',
} as const;
const pmWriteFailures = {
  403: 'Not an admin (role 1) of the project, or the password is wrong',
  429: 'Too many wrong passwords',
} as const;

/** The thresholds, saved performance measures and y-axis settings of the project viewer. */
export const viewerRoutes = {
  listThresholds: {
    method: 'get',
    path: '/api/thresholds/{project_key}',
    summary: "The project's thresholds in the order they were added; `?location=` keeps one location's",
    auth: 'optional',
    params: projectKeyParamsSchema,
    query: thresholdsQuerySchema,
    responses: { 200: { description: 'Thresholds', schema: thresholdsSchema } },
    failures: gateFailures,
  },
  addThreshold: {
    method: 'post',
    path: '/api/thresholds/{project_key}',
    summary: 'Adds a threshold: anyone who can open the project, except Read Only members',
    auth: 'optional',
    params: projectKeyParamsSchema,
    body: addThresholdRequestSchema,
    responses: { 201: { description: 'Added', schema: thresholdAddedSchema }, 202: accepted },
    failures: { 400: 'Invalid threshold data, or a threshold that cannot be drawn', ...gateFailures },
  },
  editThreshold: {
    method: 'put',
    path: '/api/thresholds/{project_key}',
    summary: "Replaces a threshold's data: anyone who can open the project, except Read Only members",
    auth: 'optional',
    params: projectKeyParamsSchema,
    body: editThresholdRequestSchema,
    responses: { 200: { description: 'Saved', schema: doneSchema }, 202: accepted },
    failures: {
      400: 'Invalid threshold data, or a threshold that cannot be drawn',
      ...gateFailures,
      404: 'Unable to find project or threshold',
    },
  },
  deleteThreshold: {
    method: 'delete',
    path: '/api/thresholds/{id}/{password}',
    summary: "Deletes a threshold with the signed-in user's password; that user added it or is an admin of its project",
    auth: 'required',
    params: thresholdIdAndPasswordParamsSchema,
    responses: { 200: { description: 'Deleted', schema: doneSchema }, 202: accepted },
    failures: { ...deleteThresholdFailures, 429: 'Too many wrong passwords' },
  },
  deleteThresholdWithPasswordAside: {
    method: 'delete',
    path: '/api/thresholds/{id}',
    summary:
      'The same delete, with the password in the `password` header or a JSON body `{ password }` rather than in the path',
    auth: 'required',
    params: thresholdIdParamsSchema,
    headers: deletePasswordHeadersSchema,
    body: deletePasswordBodySchema,
    responses: { 200: { description: 'Deleted', schema: doneSchema }, 202: accepted },
    failures: { ...deleteThresholdFailures, 429: 'Too many wrong passwords' },
  },
  listPerformanceMeasures: {
    method: 'get',
    path: '/api/pms/{project_key}',
    summary: "The project's saved performance measures in the order they were saved",
    auth: 'optional',
    params: projectKeyParamsSchema,
    responses: { 200: { description: 'Saved measures', schema: performanceMeasuresSchema } },
    failures: gateFailures,
  },
  savePerformanceMeasure: {
    method: 'post',
    path: '/api/pms/{project_key}',
    summary: 'Saves a performance measure: a project admin, with their own password',
    auth: 'required',
    params: projectKeyParamsSchema,
    body: savePerformanceMeasureRequestSchema,
    responses: { 201: { description: 'Saved', schema: performanceMeasureSavedSchema }, 202: accepted },
    failures: { 400: 'Invalid measure: every problem, e.g. a formula that is refused', ...pmWriteFailures },
  },
  editPerformanceMeasure: {
    method: 'put',
    path: '/api/pm/{id}',
    summary: "Replaces a saved measure's data: an admin of its project, with their own password",
    auth: 'required',
    params: pmIdParamsSchema,
    body: savePerformanceMeasureRequestSchema,
    responses: { 200: { description: 'Saved', schema: doneSchema }, 202: accepted },
    failures: {
      400: 'Invalid measure: every problem, e.g. a formula that is refused',
      ...pmWriteFailures,
      404: 'Performance measure not found',
    },
  },
  deletePerformanceMeasure: {
    method: 'delete',
    path: '/api/pms/{id}/{password}',
    summary: 'Deletes a saved measure: an admin of its project, with their own password',
    auth: 'required',
    params: pmIdAndPasswordParamsSchema,
    responses: { 200: { description: 'Deleted', schema: doneSchema }, 202: accepted },
    failures: { ...pmWriteFailures, 404: 'Performance measure not found' },
  },
  deletePerformanceMeasureWithPasswordAside: {
    method: 'delete',
    path: '/api/pms/{id}',
    summary:
      'The same delete, with the password in the `password` header or a JSON body `{ password }` rather than in the path',
    auth: 'required',
    params: pmIdParamsSchema,
    headers: deletePasswordHeadersSchema,
    body: deletePasswordBodySchema,
    responses: { 200: { description: 'Deleted', schema: doneSchema }, 202: accepted },
    failures: { 400: 'No password given', ...pmWriteFailures, 404: 'Performance measure not found' },
  },
  userSettings: {
    method: 'get',
    path: '/api/user-settings/{project_key}/{location}',
    summary: "The signed-in user's y-axis settings for a location of the project (null until saved)",
    auth: 'required',
    params: userSettingsParamsSchema,
    responses: { 200: { description: 'Settings', schema: userSettingsSchema } },
    failures: gateFailures,
  },
  saveUserSettings: {
    method: 'post',
    path: '/api/user-settings/{project_key}/{location}',
    summary: "Saves the signed-in user's y-axis settings for a location of the project",
    auth: 'required',
    params: userSettingsParamsSchema,
    body: saveUserSettingsRequestSchema,
    responses: { 200: { description: 'Saved', schema: userSettingsSchema }, 202: accepted },
    failures: { 400: 'Invalid y-axis settings', ...gateFailures },
  },
} as const satisfies Record<string, Endpoint>;
