import { z } from 'zod';
import { projectKeyParamsSchema } from './projects.ts';
import type { Endpoint } from './endpoint.ts';

/** The stream's event that a project's own answers changed (its settings, thresholds or performance measures). */
export const PROJECT_CHANGED = 'project changed';
/** The stream's event that a survey response was added, or changed (admins only for a private one). */
export const SURVEY_RESPONSE_ADDED = 'survey response added';
export const SURVEY_RESPONSE_CHANGED = 'survey response changed';

/**
 * What of the project changed: its own stream (settings, alternatives, default chart, members), thresholds, measures;
 * all four, `survey` included, when a page comes back after too long a gap to be told each change.
 */
export const liveProjectPartSchema = z.enum(['project', 'thresholds', 'performance-measures', 'survey']);
export const everyLiveProjectPart = liveProjectPartSchema.options;
export type LiveProjectPart = z.output<typeof liveProjectPartSchema>;

/** `project changed`: the project's version when its own stream moved, and what changed; nothing private. */
export const projectChangedSchema = z
  .object({ version: z.number().int().optional(), parts: z.array(liveProjectPartSchema) })
  .meta({ id: 'LiveProjectChanged' });
export type ProjectChanged = z.output<typeof projectChangedSchema>;

/** `survey response added` / `survey response changed`: how many, and nothing of what they say. */
export const surveyResponsesAnnouncedSchema = z
  .object({ count: z.number().int().positive() })
  .meta({ id: 'LiveSurveyResponses' });
export type SurveyResponsesAnnounced = z.output<typeof surveyResponsesAnnouncedSchema>;

/** The live stream of a project's changes (Server-Sent Events; docs/api.md#live-pages). */
export const liveRoutes = {
  liveProject: {
    method: 'get',
    path: '/api/live/{project_key}',
    summary:
      "A Server-Sent Events stream of the project's changes, behind its gate as GET /api/project/{project_key}: " +
      '`project changed` ({ version?, parts }) and `survey response added` / `survey response changed` ({ count }), ' +
      'each with the log position as its id (send it back as Last-Event-ID to catch up); a comment line as heartbeat',
    auth: 'optional',
    params: projectKeyParamsSchema,
    headers: z.object({
      'last-event-id': z.string().max(100).optional(),
      'remember-me-token': z.string().optional(),
    }),
    responses: {},
    eventStream: 'The stream (text/event-stream) until the client or the server ends it',
    failures: {
      403: 'The project is members only, or needs its access code',
      404: 'Unable to find project',
      429: 'Too many live streams from this address',
      503: 'This server holds as many live streams as it may',
    },
    answer: 'raw',
  },
} as const satisfies Record<string, Endpoint>;

/** Each event of the live stream by name, with what its data holds. */
export interface LiveEvents {
  [PROJECT_CHANGED]: ProjectChanged;
  [SURVEY_RESPONSE_ADDED]: SurveyResponsesAnnounced;
  [SURVEY_RESPONSE_CHANGED]: SurveyResponsesAnnounced;
}
