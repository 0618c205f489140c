/** Shown when a request fails without the server saying why (spec section 8). */
export const UNABLE_TO_PROCESS = 'Unable to process request';
