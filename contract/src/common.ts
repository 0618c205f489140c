import { z } from 'zod';

/** Every refused or failed request answers this, with a message fit to show the user. */
export const failureSchema = z.object({ success: z.literal(false), message: z.string() }).meta({ id: 'Failure' });
export type Failure = z.output<typeof failureSchema>;

export const userSchema = z
  .object({ id: z.string(), first: z.string(), last: z.string(), email: z.string() })
  .meta({ id: 'User' });
export type User = z.output<typeof userSchema>;

export const logPositionSchema = z
  .object({ transactionId: z.string(), globalPosition: z.string() })
  .meta({ id: 'LogPosition' });

/** 202: the change is stored but the read models had not caught up within the wait; `position` says where it is in the log. The other fields of the normal answer come along. */
export const acceptedSchema = z
  .looseObject({ success: z.literal(true), message: z.string(), position: logPositionSchema })
  .meta({ id: 'Accepted' });
export type Accepted = z.output<typeof acceptedSchema>;
/** The 202 answer of every write. */
export const accepted = {
  description: 'Stored; the read models had not caught up within the wait',
  schema: acceptedSchema,
};

export const messageSchema = z.object({ success: z.literal(true), message: z.string() }).meta({ id: 'Message' });
export type MessageAnswer = z.output<typeof messageSchema>;

/** Required text: trimmed, not empty, bounded. */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is longer than ${max} characters`);

export const emailSchema = z
  .string({ error: 'email must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'email is required')
  .max(254, 'email is longer than 254 characters')
  .pipe(z.email({ error: 'Email address is not valid' }));

const MAX_PASSWORD_BYTES = 72;

/** bcrypt reads at most 72 bytes, so longer passwords are refused rather than silently cut. */
export const passwordSchema = z
  .string({ error: 'password must be text' })
  .min(8, 'Password must be at least 8 characters')
  .refine(
    (password) => new TextEncoder().encode(password).length <= MAX_PASSWORD_BYTES,
    `Password must be at most ${MAX_PASSWORD_BYTES} bytes`,
  );

/** An id in a path or a body. */
export const idSchema = (field: string) => requiredText(field, 100);
