import type { YearValue } from '@waterline/domain/analysis/index';

const WIDTH = 120;
const HEIGHT = 32;

/** One line of the spark chart: an alternative's by-year values and its colour. */
export interface SparkSeries {
  key: string;
  color: string;
  byYear: readonly YearValue[];
}

/** The points of each line, scaled together to the chart's box; a year without a value breaks its line. */
export function sparkPaths(series: readonly SparkSeries[], width = WIDTH, height = HEIGHT): string[] {
  const points = series.flatMap((entry) => entry.byYear.filter((point) => point.value !== null));
  if (points.length === 0) return series.map(() => '');
  const years = points.map((point) => point.year);
  const values = points.map((point) => point.value as number);
  const [firstYear, lastYear] = [Math.min(...years), Math.max(...years)];
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const x = (year: number) =>
    lastYear === firstYear ? width / 2 : ((year - firstYear) / (lastYear - firstYear)) * width;
  const y = (value: number) => (high === low ? height / 2 : height - 2 - ((value - low) / (high - low)) * (height - 4));
  return series.map((entry) => {
    let path = '';
    let drawing = false;
    for (const point of entry.byYear) {
      if (point.value === null) {
        drawing = false;
        continue;
      }
      path += `${drawing ? 'L' : 'M'}${x(point.year).toFixed(1)},${y(point.value).toFixed(1)}`;
      drawing = true;
    }
    return path;
  });
}

/** A small chart of a measure's by-year values, a line per alternative in its colour. */
export function SparkLine({ series, label }: { series: readonly SparkSeries[]; label: string }) {
  const paths = sparkPaths(series);
  return (
    <svg
      className="compare-spark"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
    >
      {series.map((entry, i) => (
        <path key={entry.key} d={paths[i]} fill="none" stroke={entry.color} strokeWidth={1.5} />
      ))}
    </svg>
  );
}
