import { z } from 'zod';
import { projectKeyParamsSchema, projectViewSchema } from './projects.ts';

export const historyEntrySchema = z
  .object({
    version: z.number().int(),
    type: z.string(),
    occurredAt: z.string(),
    actor: z.object({ id: z.string(), name: z.string() }),
    changes: z.array(z.string()),
  })
  .meta({ id: 'HistoryEntry' });
export type HistoryEntryView = z.output<typeof historyEntrySchema>;

/** Oldest first; `version` is the project's current version. */
export const historySchema = z
  .object({ success: z.literal(true), version: z.number().int(), entries: z.array(historyEntrySchema) })
  .meta({ id: 'History' });
export type HistoryAnswer = z.output<typeof historySchema>;

export const versionParamsSchema = projectKeyParamsSchema.extend({
  version: z.coerce
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(1, 'version must be at least 1'),
});

/** Who may enter (the access code and the public flag) comes back only when asked for explicitly. */
export const restoreRequestSchema = z
  .object({ restoreAccess: z.boolean({ error: 'restoreAccess must be true or false' }).default(false) })
  .default({ restoreAccess: false })
  .meta({ id: 'RestoreRequest' });
export type RestoreRequest = z.input<typeof restoreRequestSchema>;

export const projectAtVersionSchema = z
  .object({ success: z.literal(true), version: z.number().int(), data: projectViewSchema })
  .meta({ id: 'ProjectAtVersion' });
export type ProjectAtVersionAnswer = z.output<typeof projectAtVersionSchema>;

export const restoredSchema = z
  .object({ success: z.literal(true), message: z.string(), version: z.number().int(), events: z.array(z.string()) })
  .meta({ id: 'Restored' });
export type RestoredAnswer = z.output<typeof restoredSchema>;
