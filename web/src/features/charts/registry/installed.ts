// The chart types and the chart builder of the Charts page: add yours here. The app adds the extensions (app/chart-registry.ts).
import type { ChartBuilderDefinition, ChartTypeDefinition } from './chart-registry.ts';
import { multipleAlternativesChart, multipleLocationsChart, singleAlternativeChart } from '../types/definitions.ts';
import { ChartBuilderWizard } from '../builder/ChartBuilderWizard.tsx';
import { continuousChart } from '../types/continuous/definition.ts';
import { multipleDimensionChart } from '../types/multiple-dimension/definition.ts';
import { periodOfRecordChart } from '../types/period-of-record/definition.ts';

export const chartTypes: readonly ChartTypeDefinition[] = [
  multipleAlternativesChart,
  singleAlternativeChart,
  periodOfRecordChart,
  multipleLocationsChart,
  continuousChart,
  multipleDimensionChart,
];

export const chartBuilder: ChartBuilderDefinition = { Wizard: ChartBuilderWizard };
