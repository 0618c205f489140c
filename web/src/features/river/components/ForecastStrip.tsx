import { useGetForecastQuery } from '../api.ts';
import { SourceStatus } from './SourceStatus.tsx';

/** The first 14 forecast periods (seven days and nights), side by side, scrolling sideways on a phone. */
export function ForecastStrip() {
  const { data, error, isLoading } = useGetForecastQuery();
  return (
    <section className="river-section" aria-labelledby="river-forecast">
      <h2 id="river-forecast">7-day forecast</h2>
      {data && (
        <ol className="forecast-strip">
          {data.periods.map((period) => (
            <li
              key={period.startTime}
              className={`forecast-strip__period${period.isDaytime ? '' : ' forecast-strip__period--night'}`}
            >
              <span className="forecast-strip__name">{period.name}</span>
              <span className="forecast-strip__temperature">
                {period.temperature === null ? '–' : `${period.temperature}°${period.temperatureUnit}`}
              </span>
              <span className="forecast-strip__text">{period.shortForecast}</span>
            </li>
          ))}
        </ol>
      )}
      <SourceStatus
        name="The forecast"
        fetchedAt={data?.fetchedAt}
        stale={data?.stale}
        error={error}
        isLoading={isLoading}
      />
    </section>
  );
}
