import { createContext, useContext } from 'react';
import type { ChartContext, ChartRegistry } from './chart-registry.ts';

const ChartRegistryContext = createContext<ChartRegistry | null>(null);
const ChartContextContext = createContext<ChartContext | null>(null);

export const ChartRegistryProvider = ChartRegistryContext.Provider;
export const ChartContextProvider = ChartContextContext.Provider;

/** The chart registry of the Charts page. */
export function useChartRegistry(): ChartRegistry {
  const registry = useContext(ChartRegistryContext);
  if (!registry) throw new Error('useChartRegistry must be used inside the Charts page');
  return registry;
}

/** The project and data every chart of the Charts page can use. */
export function useChartContext(): ChartContext {
  const context = useContext(ChartContextContext);
  if (!context) throw new Error('useChartContext must be used inside the Charts page');
  return context;
}
