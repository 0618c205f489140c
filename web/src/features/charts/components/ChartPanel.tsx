import { memo, useCallback, useRef, useState, type Dispatch } from 'react';
import { chartTypeLabels, type ChartType } from '@waterline/domain/projects/chart-types';
import { downloadChartImage, downloadText, downloadUrl } from '../../../components/charts/chart-export.ts';
import { useToast } from '../../../components/ui/index.ts';
import { GENERIC_HELP } from '../band/help-steps.ts';
import { HelpTour } from '../help/HelpTour.tsx';
import { useChartRegistry } from '../registry/registry-context.tsx';
import type { ChartChanges, ChartState } from '../state/chart-state.ts';
import type { ChartsEvent } from '../state/charts-reducer.ts';
import { chartLink } from '../state/url-state.ts';
import { ChartDataTable } from './ChartDataTable.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import { PanelExportProvider, type ChartExporter } from './panel-context.tsx';
import { PanelToolbar } from './PanelToolbar.tsx';

/** Shown in a panel whose chart type is not known (docs/product-guide.md#messages). */
export const INVALID_CHART_TYPE = 'Invalid Chart Type';

/** The label of a chart type: the registry's, else the product's name for it, else the type id. */
function chartTypeLabel(chartType: string, registered: string | undefined): string {
  return registered ?? chartTypeLabels[chartType as ChartType] ?? (chartType || 'Chart');
}

/** One chart of the page: its toolbar, its chart type's view (or 'Invalid Chart Type'), and its help tour. */
export const ChartPanel = memo(function ChartPanel({
  chart,
  dispatch,
}: {
  chart: ChartState;
  dispatch: Dispatch<ChartsEvent>;
}) {
  const registry = useChartRegistry();
  const showToast = useToast();
  const definition = registry.chartType(chart.chartType);
  const panelRef = useRef<HTMLElement>(null);
  const [exporter, setExporter] = useState<ChartExporter | null>(null);
  const [touring, setTouring] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const label = chartTypeLabel(chart.chartType, definition?.label);
  const { id } = chart;

  const onChange = useCallback(
    (changes: ChartChanges) => dispatch({ type: 'chartChanged', id, changes }),
    [dispatch, id],
  );

  const exportAs = (format: 'png' | 'svg' | 'csv') => {
    if (!exporter) return;
    if (format === 'csv') {
      if (exporter.csv) downloadText(exporter.csv(), `${exporter.fileName}.csv`, 'text/csv;charset=utf-8');
    } else if (exporter.view) {
      downloadChartImage(exporter.view, format, exporter.fileName).catch(() =>
        showToast('The image could not be made'),
      );
    } else if (format === 'png' && exporter.png) {
      downloadUrl(exporter.png(), `${exporter.fileName}.png`);
    }
  };

  const copyLink = () => {
    const url = chartLink(window.location.href, chart);
    navigator.clipboard.writeText(url).then(
      () => showToast('Link copied'),
      () => setLink(url),
    );
  };

  return (
    <section
      ref={panelRef}
      className="chart-panel"
      aria-label={`${label} chart`}
      data-chart-id={id}
      data-chart-type={chart.chartType}
    >
      <PanelToolbar
        title={label}
        experimental={definition?.experimental ?? chart.chartType === 'multiple-dimension'}
        fontSize={chart.fontSize}
        exporter={exporter}
        onCopy={() => dispatch({ type: 'chartCopied', id, now: Date.now() })}
        onDelete={() => dispatch({ type: 'chartDeleted', id })}
        onFontStep={(step) => dispatch({ type: 'fontStepped', id, step })}
        onExport={exportAs}
        onCopyLink={copyLink}
        onHelp={() => setTouring(true)}
      />
      <PanelExportProvider value={setExporter}>
        {definition ? (
          <definition.View chart={chart} onChange={onChange} />
        ) : (
          <p className="chart-message chart-message--invalid" data-tour="chart">
            {INVALID_CHART_TYPE}
          </p>
        )}
      </PanelExportProvider>
      {definition && <ChartDataTable title={label} exporter={exporter} />}
      {touring && panelRef.current && (
        <HelpTour
          steps={definition?.helpSteps ?? GENERIC_HELP}
          root={panelRef.current}
          onClose={() => setTouring(false)}
        />
      )}
      <LinkDialog url={link} onClose={() => setLink(null)} />
    </section>
  );
});
