import { useEffect, useId, useState } from 'react';
import { lockedRangeProblem } from '@waterline/domain/user-settings/locked-range';
import type { YAxisSetting } from '../model/yaxis-setting.ts';

const asText = (value: number | null) => (value === null ? '' : String(value));
const asNumber = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

interface YAxisControlProps {
  setting: YAxisSetting;
  onChange: (setting: YAxisSetting) => void;
  /** The y range the chart shows now, to start a locked range from. */
  shownRange: () => [number, number] | null;
}

/** Auto Range / Range Locked with the minimum and maximum of the locked range. */
export function YAxisControl({ setting, onChange, shownRange }: YAxisControlProps) {
  const name = useId();
  const [draft, setDraft] = useState<[string, string]>([asText(setting.range[0]), asText(setting.range[1])]);
  const [problem, setProblem] = useState<string | null>(null);
  const [shownMin, shownMax] = setting.range;
  // Each bound follows its own value only, so applying one bound never wipes the other while it is typed.
  useEffect(() => {
    setDraft((current) => [asText(shownMin), current[1]]);
    setProblem(null);
  }, [shownMin]);
  useEffect(() => {
    setDraft((current) => [current[0], asText(shownMax)]);
    setProblem(null);
  }, [shownMax]);

  const lock = () => {
    const complete = lockedRangeProblem(setting.range) === null;
    const shown = shownRange();
    const range: YAxisSetting['range'] = complete
      ? setting.range
      : shown
        ? [Math.floor(shown[0]), Math.ceil(shown[1])]
        : [null, null];
    onChange({ autorange: false, range });
  };

  const apply = () => {
    const range: YAxisSetting['range'] = [asNumber(draft[0]), asNumber(draft[1])];
    const reason = lockedRangeProblem(range);
    setProblem(reason);
    if (reason === null && (range[0] !== setting.range[0] || range[1] !== setting.range[1]))
      onChange({ autorange: false, range });
  };

  const bound = (index: 0 | 1, label: string) => (
    <label className="yaxis-control__bound">
      <span>{label}</span>
      <input
        className="ui-input"
        type="number"
        value={draft[index]}
        disabled={setting.autorange}
        aria-invalid={problem !== null || undefined}
        onChange={(event) =>
          setDraft((current) => (index === 0 ? [event.target.value, current[1]] : [current[0], event.target.value]))
        }
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </label>
  );

  return (
    <fieldset className="yaxis-control" data-tour="yaxis">
      <legend className="yaxis-control__legend">Y axis</legend>
      <div className="segmented">
        <label className="segmented__option">
          <input
            type="radio"
            name={name}
            checked={setting.autorange}
            onChange={() => onChange({ ...setting, autorange: true })}
          />
          <span>Auto Range</span>
        </label>
        <label className="segmented__option">
          <input type="radio" name={name} checked={!setting.autorange} onChange={lock} />
          <span>Range Locked</span>
        </label>
      </div>
      {bound(0, 'Min')}
      {bound(1, 'Max')}
      {problem && (
        <p className="yaxis-control__problem" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
