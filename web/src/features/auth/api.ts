import { api, contract } from '../../state/api.ts';
import type { SignInRequest, SignUpRequest } from '../../lib/api-types.ts';

/** The answer plus the token the server sends in the `token` response header. */
type WithToken<Answer> = Answer & { token: string | null };

const withTokenHeader = <Answer>(body: Answer, meta: { response?: Response } | undefined): WithToken<Answer> => ({
  ...body,
  token: meta?.response?.headers.get('token') ?? null,
});

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkToken: contract(build).query('checkToken', {
      query: () => ({}),
      keepUnusedDataFor: 0,
    }),
    signIn: contract(build).mutation('signIn', {
      query: (body: SignInRequest) => ({ body }),
      transformResponse: (answer, meta) => withTokenHeader(answer, meta),
    }),
    signUp: contract(build).mutation('signUp', {
      query: (body: SignUpRequest) => ({ body }),
      transformResponse: (answer, meta) => withTokenHeader(answer, meta),
    }),
    forgotPassword: contract(build).mutation('forgotPassword', {
      query: (email: string) => ({ path: { email } }),
    }),
    resetPassword: contract(build).mutation('resetPassword', {
      query: ({ resetHash, ...body }: { resetHash: string; password: string; confirmPassword: string }) => ({
        path: { reset_hash: resetHash },
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
