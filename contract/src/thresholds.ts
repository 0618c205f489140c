import { z } from 'zod';
import { thresholdDataSchema } from '@waterline/domain/thresholds/threshold-data';
import { idSchema, requiredText } from './common.ts';
import { stepUpPasswordSchema } from './step-up-password.ts';

export const thresholdDataContractSchema = thresholdDataSchema.meta({ id: 'ThresholdData' });

/**
 * A threshold as the API shows it; `location` repeats `data.location`. `addedBy` is the id of the
 * signed-in user who added it (null for a visitor), so that a client offers Edit and Delete only to them and admins.
 */
export const thresholdSchema = z
  .object({ id: z.string(), location: z.string(), data: thresholdDataContractSchema, addedBy: z.string().nullable() })
  .meta({ id: 'Threshold' });
export type Threshold = z.output<typeof thresholdSchema>;

export const thresholdsQuerySchema = z.object({ location: requiredText('location', 200).optional() });

export const thresholdsSchema = z
  .object({ success: z.literal(true), thresholds: z.array(thresholdSchema) })
  .meta({ id: 'Thresholds' });
export type ThresholdsAnswer = z.output<typeof thresholdsSchema>;

export const addThresholdRequestSchema = z
  .object({ data: thresholdDataContractSchema })
  .meta({ id: 'AddThresholdRequest' });
export type AddThresholdRequest = z.input<typeof addThresholdRequestSchema>;

export const thresholdAddedSchema = z
  .object({ success: z.literal(true), threshold: thresholdSchema })
  .meta({ id: 'ThresholdAdded' });
export type ThresholdAddedAnswer = z.output<typeof thresholdAddedSchema>;

export const editThresholdRequestSchema = z
  .object({ id: idSchema('id'), data: thresholdDataContractSchema })
  .meta({ id: 'EditThresholdRequest' });
export type EditThresholdRequest = z.input<typeof editThresholdRequestSchema>;

export const thresholdIdParamsSchema = z.object({ id: idSchema('id') });
export const thresholdIdAndPasswordParamsSchema = z.object({ id: idSchema('id'), password: stepUpPasswordSchema });

/** Every failed delete says this (docs/product-guide.md#messages); `reason` says why. */
export const deleteThresholdFailedMessage = 'Unable to delete threshold';
