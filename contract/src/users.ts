import { z } from 'zod';
import { emailSchema, passwordSchema, requiredText, userSchema } from './common.ts';

const passwordsMatch = (body: { password: string; confirmPassword: string }) => body.password === body.confirmPassword;
const mismatch = { message: 'Passwords do not match', path: ['confirmPassword'] };

export const signUpRequestSchema = z
  .object({
    first: requiredText('first', 100),
    last: requiredText('last', 100),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'confirmPassword must be text' }),
    license: requiredText('license', 200),
  })
  .refine(passwordsMatch, mismatch)
  .meta({ id: 'SignUpRequest' });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** Sign-up and sign-in also send the token in the `token` response header. */
export const signedUpSchema = z
  .object({ success: z.literal(true), user: userSchema, message: z.string() })
  .meta({ id: 'SignedUp' });
export type SignedUp = z.output<typeof signedUpSchema>;

export const signInRequestSchema = z
  .object({
    email: z.string({ error: 'email must be text' }).trim().min(1, 'email is required').max(254),
    password: z.string({ error: 'password must be text' }).min(1, 'password is required').max(1000),
  })
  .meta({ id: 'SignInRequest' });
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const signedInSchema = z.object({ success: z.literal(true), user: userSchema }).meta({ id: 'SignedIn' });
export type SignedIn = z.output<typeof signedInSchema>;

export const forgotPasswordParamsSchema = z.object({ email: emailSchema });

export const resetPasswordParamsSchema = z.object({ reset_hash: requiredText('reset_hash', 200) });

export const resetPasswordRequestSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: 'confirmPassword must be text' }) })
  .refine(passwordsMatch, mismatch)
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** Request headers that carry the user's token: `token`, or `Authorization: Bearer <token>`. */
export const tokenHeadersSchema = z.object({ token: z.string().optional(), authorization: z.string().optional() });
