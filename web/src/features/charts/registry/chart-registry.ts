import type { ChartLayerContribution } from '../../../components/charts/daily-chart-model.ts';
import type { ComponentType, ReactNode } from 'react';
import type { Threshold } from '@waterline/contract/thresholds';
import type { DayRange, JulianDay } from '@waterline/domain/calendar/index';
import type { Alternative, Project } from '../../../lib/api-types.ts';
import type { DataLocation, SeriesSources } from '../../../data/index.ts';
import type { LocationGroup } from '../pickers/location-groups.ts';
import type { ChartChanges, ChartState } from '../state/chart-state.ts';

/** What every chart of the page can know about the project and its data. */
export interface ChartContext {
  projectKey: string;
  project: Project;
  /** The project's start-of-year day: axes, traces and thresholds rotate to it. */
  startCalDay: JulianDay;
  /** Visible alternatives, in the project's order. */
  alternatives: Alternative[];
  locations: DataLocation[];
  locationGroups: LocationGroup[];
  sources: SeriesSources;
  signedIn: boolean;
}

/** Props of a chart type's view: its state and the way to change it. */
export interface ChartViewProps {
  chart: ChartState;
  onChange: (changes: ChartChanges) => void;
}

/** One step of a panel's guided help tour: the panel part (its data-tour name) the popover points at. */
export interface HelpStep {
  target: string;
  title: string;
  text: string;
}

/** A chart type of the registry. */
export interface ChartTypeDefinition {
  /** The chart type id stored in ChartState.chartType, e.g. 'single-alternative'. */
  id: string;
  label: string;
  experimental?: boolean;
  /** The state of a new chart of this type; fields left out keep the ChartState defaults. */
  defaultState: (context: ChartContext) => ChartChanges;
  View: ComponentType<ChartViewProps>;
  /** The help tour's steps; the panel's generic steps when absent. */
  helpSteps?: HelpStep[];
}

/** Props of the chart builder wizard: it calls onCreate with the new chart's type and fields. */
export interface ChartBuilderProps {
  open: boolean;
  onClose: () => void;
  onCreate: (chart: ChartChanges & { chartType: string }) => void;
}

export interface ChartBuilderDefinition {
  Wizard: ComponentType<ChartBuilderProps>;
}

/** What a calendar-day chart tells its extensions: the chart, the days shown and the traces drawn. */
export interface ChartLayerContext {
  chart: ChartState;
  onChange: (changes: ChartChanges) => void;
  startCalDay: JulianDay;
  range: DayRange;
  /** The location whose data is drawn (the first one on a Multiple Locations chart). */
  location: string;
  /** Each drawn trace, 365 values in julian order, as threshold counts need them. */
  traces: { name: string; values: ArrayLike<number>; ignoreThresholdCalcs?: boolean }[];
}

/**
 * Adds to every calendar-day chart (Single Alternative, Multiple Alternatives, Multiple Locations):
 * a section of the right panel, and layers drawn on the chart. `useLayers` is a React hook, called on
 * every render of the chart.
 */
export interface ChartExtension {
  id: string;
  SidePanelSection?: ComponentType<ChartLayerContext>;
  useLayers?: (context: ChartLayerContext) => ChartLayerContribution | null;
}

/** What a chart's y axis follows: the range its location is locked to, and the control that changes it. */
export interface ChartYAxisChoice {
  /** The locked y range, or null for a range that fits the data; the same array while the bounds stay the same. */
  domain: [number, number] | null;
  /** The control beside the chart; `shownRange` gives the y range the chart shows now. */
  control: (shownRange: () => [number, number] | null) => ReactNode;
}

/** The y axis of the calendar-day and Continuous charts. `useYAxis` is a React hook, called on every render of the chart. */
export interface ChartYAxis {
  useYAxis: (location: string) => ChartYAxisChoice;
}

const FIT_TO_DATA: ChartYAxisChoice = { domain: null, control: () => null };
/** Without a y-axis extension every chart fits its data and offers no control. */
export const fitToData: ChartYAxis = { useYAxis: () => FIT_TO_DATA };

/** A location's saved thresholds, in the order added: empty while loading, when the list cannot be had and without a location. */
export interface SavedThresholds {
  thresholds: readonly Threshold[];
  loading: boolean;
}

/**
 * The saved thresholds the Continuous chart draws and counts and the Period of Record chart takes as a base.
 * `useSavedThresholds` is a React hook, called on every render of the chart.
 */
export interface ChartSavedThresholds {
  useSavedThresholds: (location: string) => SavedThresholds;
}

const NO_SAVED_THRESHOLDS: SavedThresholds = { thresholds: [], loading: false };
/** Without a thresholds feature no location has saved thresholds. */
export const noSavedThresholds: ChartSavedThresholds = { useSavedThresholds: () => NO_SAVED_THRESHOLDS };

export interface ChartRegistry {
  chartTypes: readonly ChartTypeDefinition[];
  chartType: (id: string) => ChartTypeDefinition | undefined;
  /** The wizard behind the Chart Builder button; the button is disabled while there is none. */
  chartBuilder: ChartBuilderDefinition | null;
  extensions: readonly ChartExtension[];
  yAxis: ChartYAxis;
  savedThresholds: ChartSavedThresholds;
}

/** A registry of chart types, the chart builder, extensions, the y axis and the saved thresholds; refuses two definitions with one id. */
export function createChartRegistry(parts: {
  chartTypes: readonly ChartTypeDefinition[];
  chartBuilder?: ChartBuilderDefinition | null;
  extensions?: readonly ChartExtension[];
  yAxis?: ChartYAxis;
  savedThresholds?: ChartSavedThresholds;
}): ChartRegistry {
  const byId = new Map<string, ChartTypeDefinition>();
  for (const definition of parts.chartTypes) {
    if (byId.has(definition.id)) throw new Error(`Chart type '${definition.id}' is registered twice`);
    byId.set(definition.id, definition);
  }
  const extensionIds = new Set<string>();
  for (const extension of parts.extensions ?? []) {
    if (extensionIds.has(extension.id)) throw new Error(`Chart extension '${extension.id}' is registered twice`);
    extensionIds.add(extension.id);
  }
  return {
    chartTypes: parts.chartTypes,
    chartType: (id) => byId.get(id),
    chartBuilder: parts.chartBuilder ?? null,
    extensions: parts.extensions ?? [],
    yAxis: parts.yAxis ?? fitToData,
    savedThresholds: parts.savedThresholds ?? noSavedThresholds,
  };
}
