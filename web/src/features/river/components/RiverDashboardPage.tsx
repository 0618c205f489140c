import { TopBar } from '../../../components/layout/TopBar.tsx';
import { Spinner } from '../../../components/ui/index.ts';
import { useGetRiverConfigQuery } from '../api.ts';
import { BucketChart } from './BucketPanel.tsx';
import { ForecastStrip } from './ForecastStrip.tsx';
import { GaugeChart } from './GaugePanel.tsx';
import { PrecipitationMaps } from './PrecipitationMaps.tsx';
import { ReservoirPanel } from './ReservoirPanel.tsx';
import { unavailableMessage } from './SourceStatus.tsx';

export const ICE_BANNER = 'Gaps in data may indicate gage reading is impacted by ice';

/** /missouri-river-daily-update: public river conditions from the configured gauges, the forecast, maps and reservoir files. */
export function RiverDashboardPage() {
  const { data: config, error } = useGetRiverConfigQuery();
  return (
    <div className="river-page">
      <TopBar title="Missouri River Daily Update" />
      <main className="page river-page__body">
        <h1>Missouri River Daily Update</h1>
        <p className="river-banner" role="note">
          {ICE_BANNER}
        </p>
        {error && (
          <p className="river-source river-source--unavailable" role="status">
            {unavailableMessage(error, 'The page settings')}
          </p>
        )}
        {!config && !error && <Spinner />}
        {config && (
          <>
            <ForecastStrip />
            <PrecipitationMaps maps={config.dashboard.precipitationMaps} />
            <section className="river-section" aria-labelledby="river-gauges">
              <h2 id="river-gauges">River gauges ({config.windows[config.dashboard.gaugeWindow]?.label})</h2>
              {config.dashboard.gauges.map((gauge) => (
                <div key={gauge.site} className="river-grid" data-gauge={gauge.site}>
                  <GaugeChart
                    site={gauge.site}
                    name={gauge.name}
                    parameter="00065"
                    window={config.dashboard.gaugeWindow}
                    floodStage={gauge.floodStage}
                  />
                  <GaugeChart
                    site={gauge.site}
                    name={gauge.name}
                    parameter="00060"
                    window={config.dashboard.gaugeWindow}
                  />
                </div>
              ))}
            </section>
            <ReservoirPanel reservoir={config.dashboard.reservoir} />
            <section className="river-section" aria-labelledby="river-flows">
              <h2 id="river-flows">Inflow and outflow</h2>
              <div className="river-grid">
                {config.dashboard.bucketCharts.map((chart) => (
                  <BucketChart key={chart.id} id={chart.id} title={chart.title} unit={chart.unit} />
                ))}
              </div>
            </section>
            {config.chatUrl && (
              <section className="river-section" aria-labelledby="river-chat">
                <h2 id="river-chat">Ask about the river</h2>
                <iframe className="river-chat" src={config.chatUrl} title="River chat" />
              </section>
            )}
          </>
        )}
      </main>
    </div>
  );
}
