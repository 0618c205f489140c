// Reading the weather service's gridpoint forecast into the strip the river dashboard shows.

export interface ForecastPeriod {
  name: string;
  startTime: string;
  isDaytime: boolean;
  temperature: number | null;
  temperatureUnit: string;
  shortForecast: string;
}

export interface Forecast {
  generatedAt: string | null;
  periods: ForecastPeriod[];
}

/** The dashboard shows the first 14 periods (docs/product-guide.md#fixed-values): seven days and nights. */
export const FORECAST_PERIODS_SHOWN = 14;

interface RawPeriod {
  name?: unknown;
  startTime?: unknown;
  isDaytime?: unknown;
  temperature?: unknown;
  temperatureUnit?: unknown;
  shortForecast?: unknown;
}

/** The first 14 periods of an NWS forecast answer; periods without a start time are skipped. */
export function parseForecast(answer: unknown): Forecast {
  const properties = (answer as { properties?: { periods?: unknown; generatedAt?: unknown } } | null)?.properties;
  if (!properties || !Array.isArray(properties.periods))
    throw new Error('Not a forecast answer: properties.periods is missing');
  const periods = (properties.periods as RawPeriod[])
    .filter((period) => typeof period.startTime === 'string')
    .slice(0, FORECAST_PERIODS_SHOWN)
    .map((period) => ({
      name: typeof period.name === 'string' ? period.name : '',
      startTime: period.startTime as string,
      isDaytime: period.isDaytime === true,
      temperature: typeof period.temperature === 'number' ? period.temperature : null,
      temperatureUnit: typeof period.temperatureUnit === 'string' ? period.temperatureUnit : 'F',
      shortForecast: typeof period.shortForecast === 'string' ? period.shortForecast : '',
    }));
  const generatedAt =
    typeof properties.generatedAt === 'string' && !Number.isNaN(Date.parse(properties.generatedAt))
      ? properties.generatedAt
      : null;
  return { generatedAt, periods };
}
