import { ErrorBar, Spinner } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { eventTitle, formatWhen } from '../../../lib/history-format.ts';
import { useGetSurveyHistoryQuery } from '../api.ts';

/** The survey's responses as they were submitted, edited and removed, newest first, with who and when (admins only). */
export function SurveyHistory({ projectKey }: { projectKey: string }) {
  const { data, error, isLoading } = useGetSurveyHistoryQuery(projectKey);
  const entries = data ? [...data.entries].reverse() : [];
  return (
    <section aria-labelledby="survey-history-title" className="survey-history">
      <h2 id="survey-history-title">Map survey responses</h2>
      {isLoading && <Spinner label="Loading the survey history" />}
      {error && <ErrorBar message={describeRequestError(error).message ?? 'Unable to load the survey history'} />}
      {data && entries.length === 0 && <p>No survey responses yet.</p>}
      {entries.length > 0 && (
        <ol className="history" aria-label="Survey history">
          {entries.map((entry) => (
            <li key={entry.version} className="history__entry">
              <div className="history__marker" aria-hidden="true" />
              <div className="history__card card">
                <h3 className="history__title">{eventTitle(entry.type)}</h3>
                <p className="history__meta">
                  {entry.actor.name} · <time dateTime={entry.occurredAt}>{formatWhen(entry.occurredAt)}</time> ·
                  response {entry.markerId.slice(0, 8)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
