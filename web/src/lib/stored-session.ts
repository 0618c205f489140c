/** Where the sign-in token is kept between visits (localStorage). */
export const TOKEN_STORAGE_KEY = 'token';

/** The header that carries the sign-in token. */
export const TOKEN_HEADER = 'token';
