import type { DailySeries } from '@waterline/domain/analysis/index';
import { useCallback, useMemo, useState } from 'react';
import type { View } from 'vega';
import { fileBaseName } from '../../../../components/charts/chart-export.ts';
import { dayAxis } from '../../../../components/charts/day-axis.ts';
import { yearColor } from '../../../../components/charts/palette.ts';
import { VegaChart } from '../../../../components/charts/VegaChart.tsx';
import { Spinner, Tabs } from '../../../../components/ui/index.ts';
import { locationLabel, useLocationSeries } from '../../../../data/index.ts';
import { NO_DATA_TO_DISPLAY } from '../../band/BandChartFrame.tsx';
import { useChartExporter } from '../../components/panel-context.tsx';
import { AlternativePicker } from '../../pickers/AlternativePicker.tsx';
import { ChartTypePicker } from '../../pickers/ChartTypePicker.tsx';
import { DateRangePicker } from '../../pickers/DateRangePicker.tsx';
import { YearPicker } from '../../pickers/YearPicker.tsx';
import type { ChartViewProps } from '../../registry/chart-registry.ts';
import { useChartContext } from '../../registry/registry-context.tsx';
import type { DimensionAxis, DimensionAxisKey, DimensionSettings } from '../../state/chart-state.ts';
import { useChartRange } from '../chart-range.ts';
import { dimensionCsv } from './dimension-csv.ts';
import { AxisFields, ProximitySlider } from './DimensionFilters.tsx';
import { DimensionScene } from './DimensionScene.tsx';
import { ExperimentalNotice } from './ExperimentalNotice.tsx';
import { historicalSpec } from './historical-spec.ts';
import { closestYears, commonYears, dimensionModel, triple, type DimensionModel, type Triple } from './points.ts';
import './dimension.css';

const AXIS_KEYS: Triple<DimensionAxisKey> = ['x', 'y', 'z'];
const AXIS_NAMES: Triple<string> = ['X', 'Y', 'Z'];
/** How many of the closest years the side panel lists. */
const CLOSEST_YEARS_SHOWN = 8;

/** The X, Y and Z locations of a chart: its own, else the project's first three locations (the first one again when there are fewer). */
export function axisLocations(dimension: DimensionSettings, locationKeys: readonly string[]): Triple<string> {
  return triple((axis) => dimension[AXIS_KEYS[axis]].location || locationKeys[axis] || locationKeys[0] || '');
}

/**
 * Multiple Dimension (experimental): each day of the chosen year as a point of the values at three
 * locations, drawn in 3D with deck.gl, or as a heatmap of every year's days near the chosen year.
 */
export function MultipleDimensionChart({ chart, onChange }: ChartViewProps) {
  const { alternatives, locations, startCalDay } = useChartContext();
  const { dimension } = chart;
  const locationKeys = useMemo(() => locations.map((location) => location.key), [locations]);
  const shownLocations = useMemo(() => axisLocations(dimension, locationKeys), [dimension, locationKeys]);
  const [xLocation, yLocation, zLocation] = shownLocations;
  const alternativeKey = chart.selectedAlt || alternatives[0]?.key || '';
  const alternative = alternatives.find((candidate) => candidate.key === alternativeKey);
  const entries = [
    useLocationSeries(alternativeKey, xLocation),
    useLocationSeries(alternativeKey, yLocation),
    useLocationSeries(alternativeKey, zLocation),
  ] as const;
  const loading = entries.some((entry) => entry.status === 'loading');
  const [xSeries, ySeries, zSeries] = entries.map((entry) => (entry.status === 'ready' ? entry.value : null));
  const series = useMemo<Triple<DailySeries> | null>(
    () => (xSeries && ySeries && zSeries ? [xSeries, ySeries, zSeries] : null),
    [xSeries, ySeries, zSeries],
  );

  const years = useMemo(() => (series ? commonYears(series, startCalDay) : []), [series, startCalDay]);
  const pickYear = chart.pickYear !== null && years.includes(chart.pickYear) ? chart.pickYear : (years.at(-1) ?? null);
  const range = useChartRange(chart);
  const axis = useMemo(() => dayAxis(range, startCalDay), [range, startCalDay]);
  const bounds = useMemo(() => triple((index) => dimension[AXIS_KEYS[index]]), [dimension]);
  const model = useMemo(
    () =>
      series && pickYear !== null
        ? dimensionModel({
            series,
            axes: bounds,
            startCalDay,
            days: axis.days,
            pickYear,
            proximity: dimension.proximity,
          })
        : null,
    [series, bounds, startCalDay, axis, pickYear, dimension.proximity],
  );

  const names = useMemo(
    () =>
      triple(
        (index) =>
          `${AXIS_NAMES[index]}: ${locationLabel({ key: shownLocations[index], measure: series?.[index].measure ?? '' })}`,
      ),
    [shownLocations, series],
  );
  const drawable = model !== null && pickYear !== null && model.yearPoints.length + model.nearPoints.length > 0;
  const title = `${alternative?.text ?? alternativeKey}: ${pickYear ?? ''}`;

  const historical = useMemo(
    () =>
      drawable && dimension.view === 'historical'
        ? historicalSpec(model, {
            title,
            names,
            years,
            pickYear,
            proximity: dimension.proximity,
            axis,
            fontSize: chart.fontSize,
          })
        : null,
    [drawable, dimension.view, model, title, names, years, pickYear, dimension.proximity, axis, chart.fontSize],
  );
  const [view, setView] = useState<View | null>(null);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const fileName = fileBaseName(alternative?.text ?? alternativeKey, 'multiple-dimension', String(pickYear ?? ''));
  const exporter = useMemo(() => {
    if (!drawable) return null;
    const csv = () => dimensionCsv(model, names, pickYear);
    if (dimension.view === 'historical') return { fileName, view, csv };
    return { fileName, view: null, png: canvas ? () => canvas.toDataURL('image/png') : null, csv };
  }, [drawable, model, names, pickYear, dimension.view, fileName, view, canvas]);
  useChartExporter(exporter);

  const setDimension = useCallback(
    (changes: Partial<DimensionSettings>) => onChange({ dimension: changes }),
    [onChange],
  );
  const setAxis = (key: DimensionAxisKey, next: DimensionAxis) => setDimension({ [key]: next });

  const missing = entries.some((entry) => entry.status === 'missing' || entry.status === 'error');
  const content = (() => {
    if (loading) return <Spinner size="large" label="Loading data" />;
    if (missing || !drawable) return <p className="chart-message">{NO_DATA_TO_DISPLAY}</p>;
    if (dimension.view === 'historical') {
      return (
        historical && (
          <VegaChart
            spec={historical.spec}
            datasets={historical.datasets}
            label={`${title}: days of every year near ${String(pickYear)}`}
            onView={setView}
          />
        )
      );
    }
    return (
      <DimensionScene
        label={`${title}: each day as a point in three dimensions`}
        model={model}
        axes={bounds}
        titles={names}
        yearColor={yearColor(pickYear)}
        fontSize={chart.fontSize}
        onCanvas={setCanvas}
      />
    );
  })();

  return (
    <div className="band-chart dimension-chart">
      <ExperimentalNotice />
      <div className="band-chart__filters" data-tour="filters">
        <ChartTypePicker chart={chart} onChange={onChange} />
        {([0, 1, 2] as const).map((index) => (
          <AxisFields
            key={AXIS_KEYS[index]}
            name={AXIS_NAMES[index]}
            axis={dimension[AXIS_KEYS[index]]}
            location={shownLocations[index]}
            range={model?.ranges[index] ?? null}
            measure={series?.[index].measure ?? ''}
            onChange={(next) => setAxis(AXIS_KEYS[index], next)}
          />
        ))}
        <AlternativePicker value={alternativeKey} onChange={(selectedAlt) => onChange({ selectedAlt })} />
        <YearPicker
          years={years}
          selected={pickYear === null ? [] : [pickYear]}
          onChange={(picked) => onChange({ pickYear: picked.at(-1) ?? null })}
        />
        <DateRangePicker
          range={range}
          onChange={(next) => onChange({ startDay: next.startDay, endDay: next.endDay })}
        />
        <ProximitySlider value={dimension.proximity} onChange={(proximity) => setDimension({ proximity })} />
      </div>
      <div className="band-chart__main">
        <div className="band-chart__plot" data-tour="chart" aria-busy={loading || undefined}>
          <Tabs
            label="View"
            selectedId={dimension.view}
            onSelect={(id) => setDimension({ view: id === 'historical' ? 'historical' : '3d' })}
            tabs={[
              { id: '3d', label: '3D', content: dimension.view === '3d' ? content : null },
              { id: 'historical', label: 'Historical', content: dimension.view === 'historical' ? content : null },
            ]}
          />
        </div>
      </div>
      <div className="band-chart__side" data-tour="side">
        <DimensionSummary pickYear={pickYear} proximity={dimension.proximity} model={drawable ? model : null} />
      </div>
    </div>
  );
}

/** What the chart shows, in words: the chosen year's points and the years closest to it. */
function DimensionSummary({
  pickYear,
  proximity,
  model,
}: {
  pickYear: number | null;
  proximity: number;
  model: DimensionModel | null;
}) {
  if (!model || pickYear === null) return null;
  const closest = closestYears(model, CLOSEST_YEARS_SHOWN);
  return (
    <section className="side-section dimension-summary" aria-label="Points shown">
      <h3 className="side-section__title">Points shown</h3>
      <p>
        <span className="dimension-summary__swatch" style={{ background: yearColor(pickYear) }} aria-hidden="true" />
        {pickYear}: {model.yearPoints.length} days
      </p>
      <p>
        <span className="dimension-summary__swatch dimension-summary__swatch--near" aria-hidden="true" />
        Other years within {proximity.toFixed(2)}: {model.nearPoints.length} days
      </p>
      {closest.length > 0 && (
        <>
          <h4 className="dimension-summary__heading">Closest years</h4>
          <ol className="dimension-summary__years" aria-label="Closest years">
            {closest.map(({ year, days }) => (
              <li key={year}>
                {year}: {days} days
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
