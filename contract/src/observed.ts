import { z } from 'zod';
import { alternativeInputSchema } from '@waterline/domain/projects/configuration';
import { observedSourceSchema } from '@waterline/domain/observed/observed-source';
import { accepted, requiredText } from './common.ts';
import type { Endpoint } from './endpoint.ts';
import { projectKeyParamsSchema } from './projects.ts';

/** An observed alternative as an admin adds it: the alternative's fields and one gauge per location, no data file. */
export const addObservedRequestSchema = alternativeInputSchema
  .omit({ dataSource: true, observed: true })
  .extend({ observed: observedSourceSchema });
export type AddObservedRequest = z.input<typeof addObservedRequestSchema>;

const rangeSchema = z.object({ firstDay: z.string(), lastDay: z.string() });

/** One fetch of the record: the days it holds and those it added, or why the service could not be reached. */
export const observedRefreshSchema = z
  .union([
    z.object({
      success: z.literal(true),
      available: z.literal(true),
      range: rangeSchema,
      added: rangeSchema.nullable(),
    }),
    z.object({ success: z.literal(true), available: z.literal(false), message: z.string() }),
  ])
  .meta({ id: 'ObservedRefresh' });
export type ObservedRefreshAnswer = z.output<typeof observedRefreshSchema>;

export const observedStatusesSchema = z
  .object({
    success: z.literal(true),
    alternatives: z.array(
      z.object({
        key: z.string(),
        /** null: the record was never fetched yet. */
        status: z.object({ available: z.boolean(), checkedAt: z.string(), message: z.string().nullable() }).nullable(),
      }),
    ),
  })
  .meta({ id: 'ObservedStatuses' });
export type ObservedStatusesAnswer = z.output<typeof observedStatusesSchema>;

const observedFailures = {
  401: 'Not signed in',
  403: 'Only project admins can do this',
  404: 'Unable to find project or alternative',
} as const;

/** Observed alternatives: their data is a gauge's daily record, fetched by the server (admins only). */
export const observedRoutes = {
  addObservedAlternative: {
    method: 'post',
    path: '/api/observed/{project_key}',
    summary: 'Adds an observed alternative and fetches its record; added but unavailable when the service is down',
    auth: 'required',
    params: projectKeyParamsSchema,
    body: addObservedRequestSchema,
    responses: { 201: { description: 'Added', schema: observedRefreshSchema }, 202: accepted },
    failures: {
      400: 'Invalid alternative or gauges',
      ...observedFailures,
      409: 'An alternative or data file of that name exists',
      422: 'The service has no daily values for a location',
    },
  },
  refreshObservedAlternative: {
    method: 'post',
    path: '/api/observed/{project_key}/{alternative_key}/refresh',
    summary: "Fetches an observed alternative's record again; each refresh is an event with the range it added",
    auth: 'required',
    params: projectKeyParamsSchema.extend({ alternative_key: requiredText('alternative_key', 200) }),
    responses: { 200: { description: 'Refreshed, or unavailable', schema: observedRefreshSchema }, 202: accepted },
    failures: {
      400: 'Not an observed alternative',
      ...observedFailures,
      422: 'The service has no daily values for a location',
    },
  },
  observedStatuses: {
    method: 'get',
    path: '/api/observed/{project_key}',
    summary: "How each observed alternative's last fetch went",
    auth: 'required',
    params: projectKeyParamsSchema,
    responses: { 200: { description: 'Statuses', schema: observedStatusesSchema } },
    failures: observedFailures,
  },
} as const satisfies Record<string, Endpoint>;
