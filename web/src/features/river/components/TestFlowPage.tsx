import { useMemo, useState } from 'react';
import { periodSummary } from '@waterline/domain/analysis/period-summary';
import { VegaChart } from '../../../components/charts/VegaChart.tsx';
import { TopBar } from '../../../components/layout/TopBar.tsx';
import { Button, Select, Spinner } from '../../../components/ui/index.ts';
import { useGetGaugeQuery, useGetRiverConfigQuery } from '../api.ts';
import { gaugeSpec, pointRows } from '../charts/river-chart-specs.ts';
import { SourceStatus, unavailableMessage } from './SourceStatus.tsx';

export const NO_DATA_IN_RANGE = 'No data in this range';

const cfs = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** /test-flow: a gauge's daily discharge 1990–2024, and max / median / min for a named period. */
export function TestFlowPage() {
  const { data: config, error: configError } = useGetRiverConfigQuery();
  const [chosenSite, setChosenSite] = useState<string | null>(null);
  const [periodLabel, setPeriodLabel] = useState<string | null>(null);
  const testFlow = config?.testFlow;
  const site = chosenSite ?? testFlow?.gauges[testFlow.defaultGauge]?.site ?? null;
  const gauge = testFlow?.gauges.find((candidate) => candidate.site === site);
  const { data, error, isLoading } = useGetGaugeQuery(
    site && testFlow ? { site, parameter: '00060', window: testFlow.window } : { site: '', parameter: '', window: '' },
    { skip: !site || !testFlow },
  );
  const period = testFlow?.periods.find((candidate) => candidate.label === periodLabel);
  const range = useMemo(() => (period ? { start: dayStart(period.start), end: dayStart(period.end) } : null), [period]);
  const spec = useMemo(() => gaugeSpec('Discharge (cfs)', false), []);
  // A chosen period narrows the chart to its days; Reset shows the whole record again.
  const datasets = useMemo(() => {
    const points = range
      ? (data?.points ?? []).filter(([t]) => t >= range.start && t <= range.end)
      : (data?.points ?? []);
    return { readings: pointRows(points) };
  }, [data, range]);
  const summary =
    range && data
      ? periodSummary(
          data.points.map(([t, value]) => ({ t, value })),
          range.start,
          range.end,
        )
      : null;
  const windowLabel = testFlow ? config?.windows[testFlow.window]?.label : undefined;

  return (
    <div className="river-page">
      <TopBar title="Test flow analysis" />
      <main className="page river-page__body">
        <h1>Test flow analysis</h1>
        {configError && (
          <p className="river-source river-source--unavailable" role="status">
            {unavailableMessage(configError, 'The page settings')}
          </p>
        )}
        {!config && !configError && <Spinner />}
        {testFlow && site && (
          <>
            <div className="test-flow__controls">
              <Select
                label="Gauge"
                value={site}
                onChange={(event) => setChosenSite(event.target.value)}
                options={testFlow.gauges.map((option) => ({
                  value: option.site,
                  label: `${option.name} (${option.site})`,
                }))}
              />
              <div className="test-flow__periods" role="group" aria-label="Period">
                {testFlow.periods.map((option) => (
                  <Button
                    key={option.label}
                    variant={option.label === periodLabel ? 'primary' : 'secondary'}
                    aria-pressed={option.label === periodLabel}
                    onClick={() => setPeriodLabel(option.label)}
                  >
                    {option.label}
                  </Button>
                ))}
                <Button variant="ghost" onClick={() => setPeriodLabel(null)}>
                  Reset
                </Button>
              </div>
            </div>
            <figure className="river-chart test-flow__chart" data-site={site}>
              <h2 className="river-chart__title">
                Discharge: {gauge?.name} ({site}), {period ? period.label : windowLabel}
              </h2>
              {data && <VegaChart spec={spec} datasets={datasets} label={`Discharge at ${gauge?.name ?? site}`} />}
              <figcaption>
                <SourceStatus
                  name="Daily gauge data"
                  fetchedAt={data?.fetchedAt}
                  stale={data?.stale}
                  error={error}
                  isLoading={isLoading}
                />
              </figcaption>
            </figure>
            {period && data && (
              <section className="test-flow__summary" aria-label={`Flow in ${period.label}`}>
                {summary ? (
                  <dl>
                    <div>
                      <dt>Max</dt>
                      <dd data-statistic="max">{cfs.format(summary.max)} cfs</dd>
                    </div>
                    <div>
                      <dt>Median</dt>
                      <dd data-statistic="median">{cfs.format(summary.median)} cfs</dd>
                    </div>
                    <div>
                      <dt>Min</dt>
                      <dd data-statistic="min">{cfs.format(summary.min)} cfs</dd>
                    </div>
                  </dl>
                ) : (
                  <p role="status">{NO_DATA_IN_RANGE}</p>
                )}
              </section>
            )}
          </>
        )}
      </main>
    </div>
  );
}
