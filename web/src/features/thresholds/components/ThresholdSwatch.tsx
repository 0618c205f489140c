import { LINE_PATTERN_DASHES, linePatternOf } from '../../../components/charts/line-patterns.ts';
import { TraceSwatch } from '../../../components/charts/TraceSwatch.tsx';
import type { Threshold } from '../api.ts';
import { thresholdColor } from '../../../components/charts/threshold-colors.ts';

/** A threshold's sample: its colour and pattern, or a filled block for a filled range. */
export function ThresholdSwatch({ threshold }: { threshold: Threshold }) {
  const { data } = threshold;
  return (
    <TraceSwatch
      color={thresholdColor(data.color)}
      dash={LINE_PATTERN_DASHES[linePatternOf(data.pattern)]}
      filled={data.isRange === true && data.fill === true}
    />
  );
}
