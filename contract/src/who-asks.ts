/** The request headers that say who asks: the user's token, and a token earned with a project's access code. */
export const IDENTITY_HEADERS = ['token', 'authorization', 'remember-me-token'] as const;
