import { useMemo, useState } from 'react';
import { VegaChart } from '../../../../components/charts/VegaChart.tsx';
import { Tabs } from '../../../../components/ui/index.ts';
import { boxPlotChart, yearBarChart, yearLineChart } from '../../charts/result-charts.ts';
import { isFrequencyType, type MeasureData } from '../../model/measure-data.ts';
import {
  boxPlotRows,
  formatStatistic,
  formatYearValue,
  statisticRows,
  yearRows,
  yearValueRows,
  zScoreRows,
  type ResultColumn,
  type YearOrder,
} from '../../model/results-table.ts';
import { StatisticsTable } from './StatisticsTable.tsx';
import { YearTable } from './YearTable.tsx';

const BOX_PLOT_LABEL = 'Box plot of the yearly values of each alternative';

type ResultTabsProps = { data: MeasureData; columns: readonly ResultColumn[]; valueTitle: string };

/** 'Table' or 'Chart' for the per-year results of a frequency measure. */
function ViewToggle({ showChart, onChange }: { showChart: boolean; onChange: (showChart: boolean) => void }) {
  return (
    <div className="pm-toggle" role="group" aria-label="Show by year as">
      <button type="button" aria-pressed={!showChart} onClick={() => onChange(false)}>
        Table
      </button>
      <button type="button" aria-pressed={showChart} onClick={() => onChange(true)}>
        Chart
      </button>
    </div>
  );
}

/**
 * The results side by side per alternative. Frequency measures: By Year (table or bar chart),
 * Statistics, Box Plot. Weighted scores: Table, Statistics, Charts.
 */
export function ResultTabs({ data, columns, valueTitle }: ResultTabsProps) {
  const frequency = isFrequencyType(data.pmType);
  const [tab, setTab] = useState('years');
  const [order, setOrder] = useState<YearOrder>('descending');
  const [showChart, setShowChart] = useState(false);
  const rows = useMemo(() => yearRows(columns, order), [columns, order]);
  const zRows = useMemo(() => zScoreRows(columns, order), [columns, order]);
  const chartRows = useMemo(() => yearValueRows(columns), [columns]);
  const boxes = useMemo(
    () => boxPlotChart(columns, boxPlotRows(columns), valueTitle, BOX_PLOT_LABEL),
    [columns, valueTitle],
  );
  const perYearLabel = frequency ? 'Events per year of each alternative' : 'Score per year of each alternative';
  const perYear = useMemo(
    () => (frequency ? yearBarChart : yearLineChart)(columns, chartRows, valueTitle, perYearLabel),
    [frequency, columns, chartRows, valueTitle, perYearLabel],
  );
  const format = (value: number | null | undefined) => formatYearValue(value, data.pmType);

  const yearTable = (
    <YearTable
      label="Results by year"
      columns={columns}
      rows={rows}
      order={order}
      onOrderChange={setOrder}
      format={format}
    />
  );
  const statistics = (
    <>
      <StatisticsTable columns={columns} rows={statisticRows(columns, data.pmType)} />
      <h3 className="pm-section-title">Z-scores by year</h3>
      <YearTable
        label="Z-scores by year"
        columns={columns}
        rows={zRows}
        order={order}
        onOrderChange={setOrder}
        format={formatStatistic}
      />
    </>
  );
  const boxPlot = <VegaChart spec={boxes.spec} datasets={boxes.datasets} label={BOX_PLOT_LABEL} />;

  const tabs = frequency
    ? [
        {
          id: 'years',
          label: 'By Year',
          content: (
            <>
              <ViewToggle showChart={showChart} onChange={setShowChart} />
              {showChart ? (
                <VegaChart spec={perYear.spec} datasets={perYear.datasets} label={perYearLabel} />
              ) : (
                yearTable
              )}
            </>
          ),
        },
        { id: 'statistics', label: 'Statistics', content: statistics },
        { id: 'box', label: 'Box Plot', content: boxPlot },
      ]
    : [
        { id: 'years', label: 'Table', content: yearTable },
        { id: 'statistics', label: 'Statistics', content: statistics },
        {
          id: 'charts',
          label: 'Charts',
          content: (
            <div className="pm-charts">
              <h3 className="pm-section-title">Score per year</h3>
              <VegaChart spec={perYear.spec} datasets={perYear.datasets} label={perYearLabel} />
              <h3 className="pm-section-title">Spread of the yearly scores</h3>
              {boxPlot}
            </div>
          ),
        },
      ];
  return <Tabs label="Results" tabs={tabs} selectedId={tab} onSelect={setTab} />;
}
