import { useMemo } from 'react';
import { VegaChart } from '../../../components/charts/VegaChart.tsx';
import { useGetGaugeQuery } from '../api.ts';
import { floodBandRows, gaugeSpec, hasValues, pointRows, type FloodStage } from '../charts/river-chart-specs.ts';
import { SourceStatus } from './SourceStatus.tsx';

export const NO_DATA_ICE = 'No data available (ice)';

const PARAMETERS = {
  '00065': { label: 'Stage', unit: 'Stage (ft)' },
  '00060': { label: 'Discharge', unit: 'Discharge (cfs)' },
} as const;

/** One gauge's stage or discharge; a stage chart shows the flood bands; an empty series says so over the chart. */
export function GaugeChart({
  site,
  name,
  parameter,
  window,
  floodStage,
}: {
  site: string;
  name: string;
  parameter: keyof typeof PARAMETERS;
  window: string;
  floodStage?: FloodStage;
}) {
  const { data, error, isLoading } = useGetGaugeQuery({ site, parameter, window });
  const { label, unit } = PARAMETERS[parameter];
  const title = `${label}: ${name} (${site})`;
  const spec = useMemo(() => gaugeSpec(unit, floodStage !== undefined), [unit, floodStage]);
  const datasets = useMemo(
    // A spec only accepts the datasets it names: `bands` only on stage charts.
    () => ({ readings: pointRows(data?.points ?? []), ...(floodStage ? { bands: floodBandRows(floodStage) } : {}) }),
    [data, floodStage],
  );
  return (
    <figure className="river-chart" data-site={site} data-parameter={parameter}>
      <h3 className="river-chart__title">{title}</h3>
      {data && (
        <div className="river-chart__frame">
          <VegaChart spec={spec} datasets={datasets} label={title} />
          {!hasValues(data.points) && <p className="river-chart__overlay">{NO_DATA_ICE}</p>}
        </div>
      )}
      <figcaption>
        <SourceStatus
          name={`${label} data`}
          fetchedAt={data?.fetchedAt}
          stale={data?.stale}
          error={error}
          isLoading={isLoading}
        />
      </figcaption>
    </figure>
  );
}
