import { useMemo } from 'react';
import type { ChartYAxis, ChartYAxisChoice } from '../charts/index.ts';
import { useYAxisSetting } from './hooks/use-yaxis-setting.ts';
import { lockedDomain } from './model/yaxis-setting.ts';
import { YAxisControl } from './components/YAxisControl.tsx';

/** The location's y-axis setting as a chart uses it: the locked range (kept while its bounds stay) and Auto Range / Range Locked. */
function useYAxis(location: string): ChartYAxisChoice {
  const [setting, change] = useYAxisSetting(location);
  const [low, high] = lockedDomain(setting) ?? [];
  const domain = useMemo<[number, number] | null>(
    () => (low === undefined || high === undefined ? null : [low, high]),
    [low, high],
  );
  return {
    domain,
    control: (shownRange) => <YAxisControl setting={setting} onChange={change} shownRange={shownRange} />,
  };
}

/** Auto Range / Range Locked per project and location, for the calendar-day and Continuous charts. */
export const yAxisExtension: ChartYAxis = { useYAxis };
