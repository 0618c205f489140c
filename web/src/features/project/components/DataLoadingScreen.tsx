import { Spinner } from '../../../components/ui/index.ts';
import type { SourceState } from '../hooks/use-alternative-loading.ts';

export const PROCESSING_DATA = 'Processing Data - This might take a moment....';

export type LoadingSource = { key: string; label: string; state: SourceState };

/** Lists each data source with a spinner while it loads, then a check (or a cross when it failed). */
export function DataLoadingScreen({ sources }: { sources: readonly LoadingSource[] }) {
  return (
    <main className="centered-page">
      <section className="card loading-card" aria-labelledby="processing-title" aria-busy="true">
        <h1 id="processing-title" className="loading-card__title">
          {PROCESSING_DATA}
        </h1>
        <ul className="loading-list" aria-label="Data sources">
          {sources.map(({ key, label, state }) => (
            <li key={key} className={`loading-list__item loading-list__item--${state.status}`}>
              <span className="loading-list__mark">
                {state.status === 'loading' ? (
                  <Spinner label={`Loading ${label}`} />
                ) : (
                  <span role="img" aria-label={state.status === 'loaded' ? 'loaded' : 'failed'}>
                    {state.status === 'loaded' ? '✓' : '✕'}
                  </span>
                )}
              </span>
              <span className="loading-list__label">
                {label}
                {state.message && <span className="loading-list__message">{state.message}</span>}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
