import type { SignedIn, SignedUp } from '@waterline/contract/users';
import { api, endpointUrl } from '../../state/api.ts';
import type { ApiAnswer, SignInRequest, SignUpRequest } from '../../lib/api-types.ts';

/** The answer plus the token the server sends in the `token` response header. */
type WithToken<Answer> = Answer & { token: string | null };

const withTokenHeader = <Answer>(body: Answer, meta: { response?: Response } | undefined): WithToken<Answer> => ({
  ...body,
  token: meta?.response?.headers.get('token') ?? null,
});

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkToken: build.query<SignedIn, void>({
      query: () => endpointUrl('/api/auth/check-token'),
      keepUnusedDataFor: 0,
    }),
    signIn: build.mutation<WithToken<SignedIn>, SignInRequest>({
      query: (body) => ({ url: endpointUrl('/api/users/signin'), method: 'POST', body }),
      transformResponse: withTokenHeader<SignedIn>,
    }),
    signUp: build.mutation<WithToken<SignedUp>, SignUpRequest>({
      query: (body) => ({ url: endpointUrl('/api/users/create'), method: 'POST', body }),
      transformResponse: withTokenHeader<SignedUp>,
    }),
    forgotPassword: build.mutation<ApiAnswer, string>({
      query: (email) => ({ url: endpointUrl('/api/auth/forgot-password/{email}', { email }), method: 'POST' }),
    }),
    resetPassword: build.mutation<ApiAnswer, { resetHash: string; password: string; confirmPassword: string }>({
      query: ({ resetHash, ...body }) => ({
        url: endpointUrl('/api/auth/reset-password/{reset_hash}', { reset_hash: resetHash }),
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useCheckTokenQuery,
  useSignInMutation,
  useSignUpMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
