import { BASIN_SHEET_TITLE, CONDAMINE_BALONNE_RULES, evaluateBasinRules } from '@waterline/domain/basin/index';
import { useMemo, useState } from 'react';
import { PickerField } from '../../../components/forms/PickerField.tsx';
import { locationLabel, useLocationSeries, useSeriesSources } from '../../../data/index.ts';
import { RuleCatalogueTable } from './RuleCatalogueTable.tsx';
import { RuleEventsTable } from './RuleEventsTable.tsx';
import '../basin-sheet.css';

/** The Condamine-Balonne info sheet: the rule catalogue, and its events per year on a chosen alternative and location of the project. */
export function BasinSheetPage() {
  const sources = useSeriesSources();
  const [picked, setPicked] = useState<{ alternative: string; location: string }>({ alternative: '', location: '' });
  const alternative = picked.alternative || sources.alternatives[0]?.key || '';
  const location = picked.location || sources.locations[0]?.key || '';
  const series = useLocationSeries(alternative, location);
  const evaluation = useMemo(
    () => (series.status === 'ready' ? evaluateBasinRules(series.value, CONDAMINE_BALONNE_RULES) : null),
    [series],
  );

  return (
    <main className="page basin-sheet">
      <h1>{BASIN_SHEET_TITLE}</h1>
      <section aria-labelledby="basin-rules">
        <h2 id="basin-rules">Flow rules</h2>
        <p className="basin-sheet__note">
          Threshold rules need a daily flow at or above (or, for a spell, below) the threshold for at least the given
          days in a row; volume rules need the flow of the window ending on a day to reach the volume. After an event,
          the cooldown must pass before the next one can start.
        </p>
        <RuleCatalogueTable rules={CONDAMINE_BALONNE_RULES} />
      </section>
      <section aria-labelledby="basin-events">
        <h2 id="basin-events">Events per year</h2>
        <div className="basin-sheet__pickers">
          <PickerField label="Alternative">
            {(id) => (
              <select
                id={id}
                className="ui-input ui-select"
                value={alternative}
                onChange={(event) => setPicked({ alternative: event.target.value, location })}
              >
                {sources.alternatives.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.text}
                  </option>
                ))}
              </select>
            )}
          </PickerField>
          <PickerField label="Location">
            {(id) => (
              <select
                id={id}
                className="ui-input ui-select"
                value={location}
                onChange={(event) => setPicked({ alternative, location: event.target.value })}
              >
                {sources.locations.map((option) => (
                  <option key={option.key} value={option.key}>
                    {locationLabel(option)}
                  </option>
                ))}
              </select>
            )}
          </PickerField>
        </div>
        {series.status === 'loading' && <p role="status">Loading the series…</p>}
        {series.status === 'error' && <p role="alert">The series could not be loaded: {series.message}</p>}
        {series.status === 'missing' && (
          <p role="status">
            {alternative && location
              ? 'This alternative has no data for this location.'
              : 'This project has no data yet.'}
          </p>
        )}
        {evaluation && (
          <>
            {evaluation.toMLd !== 1 && (
              <p className="basin-sheet__note">
                The series is in cfs; it is read as ML/d (1 cfs = {evaluation.toMLd.toFixed(4)} ML/d).
              </p>
            )}
            <RuleEventsTable evaluation={evaluation} />
          </>
        )}
      </section>
    </main>
  );
}
