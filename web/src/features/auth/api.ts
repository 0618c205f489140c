import type { SignedIn, SignedUp } from '@waterline/contract/users';
import { api } from '../../state/api.ts';
import type { ApiAnswer, SignInRequest, SignUpRequest } from '../../lib/api-types.ts';

/** The answer plus the token the server sends in the `token` response header. */
type WithToken<Answer> = Answer & { token: string | null };

const withTokenHeader = <Answer,>(body: Answer, meta: { response?: Response } | undefined): WithToken<Answer> => ({
  ...body,
  token: meta?.response?.headers.get('token') ?? null,
});

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkToken: build.query<SignedIn, void>({
      query: () => 'auth/check-token',
      keepUnusedDataFor: 0,
    }),
    signIn: build.mutation<WithToken<SignedIn>, SignInRequest>({
      query: (body) => ({ url: 'users/signin', method: 'POST', body }),
      transformResponse: withTokenHeader<SignedIn>,
    }),
    signUp: build.mutation<WithToken<SignedUp>, SignUpRequest>({
      query: (body) => ({ url: 'users/create', method: 'POST', body }),
      transformResponse: withTokenHeader<SignedUp>,
    }),
    forgotPassword: build.mutation<ApiAnswer, string>({
      query: (email) => ({ url: `auth/forgot-password/${encodeURIComponent(email)}`, method: 'POST' }),
    }),
    resetPassword: build.mutation<ApiAnswer, { resetHash: string; password: string; confirmPassword: string }>({
      query: ({ resetHash, ...body }) => ({ url: `auth/reset-password/${encodeURIComponent(resetHash)}`, method: 'POST', body }),
    }),
  }),
});

export const { useCheckTokenQuery, useSignInMutation, useSignUpMutation, useForgotPasswordMutation, useResetPasswordMutation } = authApi;
