/** Shown when a request fails without the server saying why (docs/product-guide.md#messages). */
export const UNABLE_TO_PROCESS = 'Unable to process request';
