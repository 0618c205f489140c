import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export type RequestError = FetchBaseQueryError | SerializedError | undefined;

export type RequestFailure = {
  /** HTTP status, or null when the server was not reached. */
  status: number | null;
  /** The server answered `{ success: false }`: the request reached it and was turned down. */
  refused: boolean;
  /** The server's own explanation, when it gave one. */
  message: string | null;
};

/** What a failed call can tell the user. */
export function describeRequestError(error: RequestError): RequestFailure {
  if (!error || !('status' in error)) return { status: null, refused: false, message: null };
  const status = typeof error.status === 'number' ? error.status : null;
  const body = error.data as { success?: unknown; message?: unknown } | null | undefined;
  const message = typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : null;
  const refused = status !== null && status < 500 && status !== 429 && body?.success === false;
  return { status, refused, message };
}
