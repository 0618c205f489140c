import { chartTypeLabels, chartTypes, defaultChartTypes, type ChartType } from '@waterline/domain/projects/chart-types';
import { STATISTIC_DISPLAY_NAMES, STATISTIC_KEYS } from '@waterline/domain/analysis/daily-statistics';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, ErrorBar, Select, TextField, type SelectOption } from '../../../../components/ui/index.ts';
import { locationLabel } from '../../../../data/index.ts';
import type { AdminProject, DefaultChart } from '../../types.ts';
import { AdminSection } from '../AdminSection.tsx';
import { useProjectLocations, type ProjectLocations } from '../location-groups/use-project-locations.ts';
import { useProjectSave } from '../use-project-save.ts';
import { YAxisDefaultsSection } from './YAxisDefaultsSection.tsx';

/** The data-type choice that shows one year instead of a statistic. */
export const PICK_YEAR = 'pickYear';

const isDefaultChartType = (chartType: string): boolean => (defaultChartTypes as readonly string[]).includes(chartType);

const chartTypeOptions = chartTypes.map((chartType) => ({
  value: chartType,
  label: isDefaultChartType(chartType)
    ? chartTypeLabels[chartType]
    : `${chartTypeLabels[chartType]} (not available as default)`,
  disabled: !isDefaultChartType(chartType),
}));

const dataTypeOptions = [
  ...STATISTIC_KEYS.map((statistic) => ({ value: statistic, label: STATISTIC_DISPLAY_NAMES[statistic] })),
  { value: PICK_YEAR, label: 'Pick Year' },
];

/** The data's locations to pick from, and the saved one while it is not among them (so the form shows what is stored). */
function locationOptions(locations: ProjectLocations, saved: string): SelectOption[] {
  const options = [
    { value: '', label: 'The first location of the data' },
    ...locations.locations.map((candidate) => ({ value: candidate.key, label: locationLabel(candidate) })),
  ];
  return saved && !locations.locations.some((candidate) => candidate.key === saved)
    ? [...options, { value: saved, label: `${saved} (not in the data)` }]
    : options;
}

function initialChartType(chart: DefaultChart | undefined | null): ChartType {
  const saved = chart?.chartType;
  return saved && isDefaultChartType(saved) ? (saved as ChartType) : 'multiple-alternatives';
}

export function DefaultChartPage({ project }: { project: AdminProject }) {
  const { data } = project;
  const saved = data.defaultChart ?? null;
  // The Charts page draws no hidden alternative, so its default chart cannot pick one.
  const alternatives = data.alternatives.filter((alternative) => !alternative.hidden);
  const isShown = (key: string) => alternatives.some((alternative) => alternative.key === key);
  const { save, saving, error, clearError } = useProjectSave(project);
  const locations = useProjectLocations(project);
  const [enabled, setEnabled] = useState(Boolean(data.enableDefaultChart));
  const [chartType, setChartType] = useState<ChartType>(initialChartType(saved));
  const [location, setLocation] = useState(saved?.location ?? '');
  const [selectedAlts, setSelectedAlts] = useState<string[]>(
    saved ? saved.selectedAlts.filter(isShown) : alternatives.map((alternative) => alternative.key),
  );
  const [selectedAlt, setSelectedAlt] = useState(
    saved && isShown(saved.selectedAlt) ? saved.selectedAlt : (alternatives[0]?.key ?? ''),
  );
  const [lookupKey, setLookupKey] = useState(saved?.lookupKey || 'median');
  const [pickYear, setPickYear] = useState(saved?.pickYear == null ? '' : String(saved.pickYear));
  const year = pickYear.trim() === '' ? null : Number(pickYear);
  const yearInvalid = lookupKey === PICK_YEAR && (year === null || !Number.isInteger(year));

  const toggleAlternative = (key: string, selected: boolean) =>
    setSelectedAlts((current) =>
      alternatives.map((alternative) => alternative.key).filter((k) => (k === key ? selected : current.includes(k))),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (enabled && yearInvalid) return;
    await save({
      data: {
        enableDefaultChart: enabled,
        defaultChart: {
          chartType,
          location,
          selectedAlts,
          selectedAlt,
          lookupKey,
          pickYear: lookupKey === PICK_YEAR && !yearInvalid ? year : null,
        },
      },
    });
  };

  return (
    <AdminSection
      title="Default Chart"
      intro="The chart visitors see first when they open the project, and the y-axis ranges its locations open with."
    >
      <form className="card form admin-form" onSubmit={submit} noValidate aria-label="Default chart">
        <ErrorBar message={error} onDismiss={clearError} />
        <Checkbox
          label="Show a default chart"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <fieldset className="admin-fieldset" disabled={!enabled}>
          <legend>Chart</legend>
          <Select
            label="Chart type"
            options={chartTypeOptions}
            value={chartType}
            onChange={(event) => setChartType(event.target.value as ChartType)}
          />
          <Select
            label="Location"
            hint={
              locations.loading
                ? 'Reading the locations of the data…'
                : "The locations of the alternatives' data files."
            }
            options={locationOptions(locations, location)}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
          />
          {chartType === 'single-alternative' ? (
            <Select
              label="Alternative"
              options={alternatives.map((alternative) => ({ value: alternative.key, label: alternative.text }))}
              value={selectedAlt}
              onChange={(event) => setSelectedAlt(event.target.value)}
            />
          ) : (
            <fieldset className="admin-fieldset admin-fieldset--plain">
              <legend>Alternatives</legend>
              {alternatives.length === 0 && <p className="admin-empty">No alternatives yet.</p>}
              <div className="admin-check-grid">
                {alternatives.map((alternative) => (
                  <Checkbox
                    key={alternative.key}
                    label={alternative.text}
                    checked={selectedAlts.includes(alternative.key)}
                    onChange={(event) => toggleAlternative(alternative.key, event.target.checked)}
                  />
                ))}
              </div>
            </fieldset>
          )}
          <div className="form__row">
            <Select
              label="Data type"
              options={dataTypeOptions}
              value={lookupKey}
              onChange={(event) => setLookupKey(event.target.value)}
            />
            {lookupKey === PICK_YEAR && (
              <TextField
                label="Year"
                type="number"
                step={1}
                value={pickYear}
                error={yearInvalid ? 'Enter a year' : null}
                onChange={(event) => setPickYear(event.target.value)}
              />
            )}
          </div>
        </fieldset>
        <div className="button-row">
          <Button type="submit" busy={saving} disabled={enabled && yearInvalid}>
            Save
          </Button>
        </div>
      </form>
      <YAxisDefaultsSection project={project} data={locations} />
    </AdminSection>
  );
}
