import { useMemo } from 'react';
import type { RiverPublicConfig } from '@waterline/contract/river';
import { VegaChart } from '../../../components/charts/VegaChart.tsx';
import { useGetGaugeQuery } from '../api.ts';
import { hasValues, pointRows, reservoirSpec } from '../charts/river-chart-specs.ts';
import { GaugeChart, NO_DATA_ICE } from './GaugePanel.tsx';
import { SourceStatus } from './SourceStatus.tsx';

type Reservoir = RiverPublicConfig['dashboard']['reservoir'];

/** The reservoir's elevation with the spill and flood reference lines and the 2024 target, and its release flow. */
export function ReservoirPanel({ reservoir }: { reservoir: Reservoir }) {
  const { data, error, isLoading } = useGetGaugeQuery(reservoir.elevation);
  const spec = useMemo(() => reservoirSpec(), []);
  const datasets = useMemo(
    () => ({
      readings: pointRows(data?.points ?? []),
      lines: reservoir.referenceLines.map((line) => ({
        value: line.elevationFt,
        label: `${line.label} ${line.elevationFt} ft`,
      })),
      target: reservoir.target2024.map((point) => ({
        t: Date.parse(`${point.date}T00:00:00Z`),
        value: point.elevationFt,
      })),
    }),
    [data, reservoir],
  );
  const title = `${reservoir.name} elevation (${reservoir.elevation.site})`;
  return (
    <section className="river-section" aria-labelledby="river-reservoir">
      <h2 id="river-reservoir">{reservoir.name}</h2>
      <div className="river-grid">
        <figure
          className="river-chart"
          data-site={reservoir.elevation.site}
          data-parameter={reservoir.elevation.parameter}
        >
          <h3 className="river-chart__title">{title}</h3>
          <div className="river-chart__frame">
            <VegaChart spec={spec} datasets={datasets} label={title} />
            {data && !hasValues(data.points) && <p className="river-chart__overlay">{NO_DATA_ICE}</p>}
          </div>
          <figcaption>
            <p className="river-chart__legend">Dashed red: reference lines; dashed green: 2024 target.</p>
            <SourceStatus
              name="Elevation data"
              fetchedAt={data?.fetchedAt}
              stale={data?.stale}
              error={error}
              isLoading={isLoading}
            />
          </figcaption>
        </figure>
        <GaugeChart
          site={reservoir.release.site}
          name={`${reservoir.name} release`}
          parameter="00060"
          window={reservoir.release.window}
        />
      </div>
    </section>
  );
}
