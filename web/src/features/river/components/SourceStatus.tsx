import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The server's reason a source could not be read, or a plain one when the server itself was not reached. */
export function unavailableMessage(error: FetchBaseQueryError | SerializedError | undefined, fallback: string): string {
  const data = error && 'data' in error ? (error.data as { message?: unknown } | undefined) : undefined;
  return typeof data?.message === 'string' ? data.message : `${fallback} is unavailable right now.`;
}

/** A source's state under its panel: when it was last updated, or that it is unavailable. */
export function SourceStatus({
  fetchedAt,
  stale,
  error,
  isLoading,
  name,
}: {
  fetchedAt?: number;
  stale?: boolean;
  error?: FetchBaseQueryError | SerializedError;
  isLoading: boolean;
  name: string;
}) {
  if (isLoading) return <p className="river-source">Loading {name.toLowerCase()}…</p>;
  if (error)
    return (
      <p className="river-source river-source--unavailable" role="status">
        {unavailableMessage(error, name)}
      </p>
    );
  if (fetchedAt === undefined) return null;
  return (
    <p className={`river-source${stale ? ' river-source--stale' : ''}`}>
      {stale ? 'Service unavailable; showing data last updated ' : 'Last updated '}
      <time dateTime={new Date(fetchedAt).toISOString()}>{timeFormat.format(fetchedAt)}</time>
    </p>
  );
}
