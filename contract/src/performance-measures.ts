import { z } from 'zod';
import { performanceMeasureDataSchema } from '@waterline/domain/performance-measures/pm-data';
import { idSchema } from './common.ts';
import { stepUpPasswordSchema } from './step-up-password.ts';

export const performanceMeasureDataContractSchema = performanceMeasureDataSchema.meta({ id: 'PerformanceMeasureData' });

export const performanceMeasureSchema = z
  .object({ id: z.string(), data: performanceMeasureDataContractSchema })
  .meta({ id: 'PerformanceMeasure' });
export type PerformanceMeasure = z.output<typeof performanceMeasureSchema>;

export const performanceMeasuresSchema = z
  .object({ success: z.literal(true), pms: z.array(performanceMeasureSchema) })
  .meta({ id: 'PerformanceMeasures' });
export type PerformanceMeasuresAnswer = z.output<typeof performanceMeasuresSchema>;

/** Save and update: the measure and the signed-in admin's own password. */
export const savePerformanceMeasureRequestSchema = z
  .object({ data: performanceMeasureDataContractSchema, password: stepUpPasswordSchema })
  .meta({ id: 'SavePerformanceMeasureRequest' });
export type SavePerformanceMeasureRequest = z.input<typeof savePerformanceMeasureRequestSchema>;

export const performanceMeasureSavedSchema = z
  .object({ success: z.literal(true), pm: performanceMeasureSchema })
  .meta({ id: 'PerformanceMeasureSaved' });
export type PerformanceMeasureSavedAnswer = z.output<typeof performanceMeasureSavedSchema>;

export const pmIdParamsSchema = z.object({ id: idSchema('id') });
export const pmIdAndPasswordParamsSchema = z.object({ id: idSchema('id'), password: stepUpPasswordSchema });
