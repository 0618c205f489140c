import { z } from 'zod';
import { yAxisSettingsSchema } from '@waterline/domain/user-settings/y-axis-settings';
import { requiredText } from './common.ts';

export const userSettingsParamsSchema = z.object({
  project_key: requiredText('project_key', 100),
  location: requiredText('location', 200),
});

export const yAxisSettingsContractSchema = yAxisSettingsSchema.meta({ id: 'YAxisSettings' });

export const saveUserSettingsRequestSchema = z
  .object({ yaxis: yAxisSettingsContractSchema })
  .meta({ id: 'SaveUserSettingsRequest' });
export type SaveUserSettingsRequest = z.input<typeof saveUserSettingsRequestSchema>;

/** `data.yaxis` is null until the user saves settings for this location. */
export const userSettingsSchema = z
  .object({ success: z.literal(true), data: z.object({ yaxis: z.union([yAxisSettingsContractSchema, z.null()]) }) })
  .meta({ id: 'UserSettings' });
export type UserSettingsAnswer = z.output<typeof userSettingsSchema>;
