import { useMemo } from 'react';
import type { PackedPoint } from '@waterline/contract/river';
import { VegaChart } from '../../../components/charts/VegaChart.tsx';
import { useGetBucketQuery } from '../api.ts';
import { hasValues, medianAndYearSpec } from '../charts/river-chart-specs.ts';
import { NO_DATA_ICE } from './GaugePanel.tsx';
import { SourceStatus } from './SourceStatus.tsx';

const seriesRows = (series: string, points: readonly PackedPoint[]) =>
  points.map(([t, value]) => ({ series, t, value }));

/** Inflow or outflow: the median year and 2024 from the bucket's files. */
export function BucketChart({ id, title, unit }: { id: string; title: string; unit: string }) {
  const { data, error, isLoading } = useGetBucketQuery(id);
  const spec = useMemo(() => medianAndYearSpec(`${title} (${unit})`), [title, unit]);
  const datasets = useMemo(
    () => ({ series: [...seriesRows('Median', data?.median ?? []), ...seriesRows('2024', data?.year ?? [])] }),
    [data],
  );
  return (
    <figure className="river-chart" data-bucket={id}>
      <h3 className="river-chart__title">{title}</h3>
      {data && (
        <div className="river-chart__frame">
          <VegaChart spec={spec} datasets={datasets} label={title} />
          {!hasValues([...data.median, ...data.year]) && <p className="river-chart__overlay">{NO_DATA_ICE}</p>}
        </div>
      )}
      <figcaption>
        <SourceStatus
          name={`${title} data`}
          fetchedAt={data?.fetchedAt}
          stale={data?.stale}
          error={error}
          isLoading={isLoading}
        />
      </figcaption>
    </figure>
  );
}
