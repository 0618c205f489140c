import { z } from 'zod';

/** The signed-in user's own password, sent again to confirm a sensitive change; only compared with its hash, never stored. */
export const stepUpPasswordSchema = z
  .string({ error: 'password is required' })
  .min(1, 'password is required')
  .max(200, 'password is longer than 200 characters');

/** The password of a DELETE: in the path (as the product calls it), the `password` header, or a JSON body. */
export const deletePasswordHeadersSchema = z.object({ password: stepUpPasswordSchema.optional() });
export const deletePasswordBodySchema = z.object({ password: stepUpPasswordSchema.optional() }).optional();

export const passwordMissingMessage =
  'password is required: send it in the path, the `password` header or the JSON body';
