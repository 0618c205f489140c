import type { YAxisDefault } from '@waterline/domain/projects/configuration';
import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorBar, Select, TextField } from '../../../../components/ui/index.ts';
import { locationLabel } from '../../../../data/index.ts';
import { newYAxisDefaultProblem } from '../../model/y-axis-defaults.ts';
import type { AdminProject } from '../../types.ts';
import type { ProjectLocations } from '../location-groups/use-project-locations.ts';
import { useProjectSave } from '../use-project-save.ts';

/** The y-axis ranges visitors see locked by default, per location (docs/product-guide.md#fixed-values); a user's own setting overrides them. */
export function YAxisDefaultsSection({ project, data }: { project: AdminProject; data: ProjectLocations }) {
  const defaults = project.data.yAxisDefaults;
  const { save, saving, error, clearError } = useProjectSave(project);
  const free = data.locations.filter((location) => !defaults.some((range) => range.location === location.key));
  const [location, setLocation] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const chosen = location || free[0]?.key || '';
  const problem = newYAxisDefaultProblem(min, max);
  const headingId = useId();

  const saveDefaults = (next: YAxisDefault[]) => save({ data: { yAxisDefaults: next } });
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || !chosen) return;
    if (await saveDefaults([...defaults, { location: chosen, range: [Number(min), Number(max)] }])) {
      setLocation('');
      setMin('');
      setMax('');
    }
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <header className="admin-card__header">
        <div>
          <h2 id={headingId} className="admin-card__title">
            Default y-axis ranges
          </h2>
          <p className="admin-section__intro">
            Charts of these locations open with the y axis locked to the range; a signed-in user's or visitor's own
            setting overrides it for them.
          </p>
        </div>
      </header>
      <ErrorBar message={error} onDismiss={clearError} />
      {defaults.length === 0 ? (
        <p className="admin-empty">No default ranges: every chart fits its data.</p>
      ) : (
        <ul className="admin-list admin-list--plain" aria-label="Default y-axis ranges">
          {defaults.map((range) => (
            <li key={range.location} className="admin-list__item">
              <span className="admin-list__main">
                <span className="admin-list__name">{range.location}</span> locked to {range.range[0]} to{' '}
                {range.range[1]}
              </span>
              <div className="admin-list__actions">
                <Button
                  variant="ghost"
                  aria-label={`Remove the default range of ${range.location}`}
                  disabled={saving}
                  onClick={() =>
                    void saveDefaults(defaults.filter((candidate) => candidate.location !== range.location))
                  }
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className="form admin-form" onSubmit={add} noValidate aria-label="Add a default y-axis range">
        <div className="form__row">
          <Select
            label="Location"
            options={free.map((candidate) => ({ value: candidate.key, label: locationLabel(candidate) }))}
            value={chosen}
            disabled={free.length === 0}
            onChange={(event) => setLocation(event.target.value)}
          />
          <TextField label="Minimum" type="number" value={min} onChange={(event) => setMin(event.target.value)} />
          <TextField
            label="Maximum"
            type="number"
            value={max}
            error={min !== '' && max !== '' ? problem : null}
            onChange={(event) => setMax(event.target.value)}
          />
        </div>
        <div className="button-row">
          <Button type="submit" variant="secondary" busy={saving} disabled={problem !== null || !chosen}>
            Add range
          </Button>
        </div>
      </form>
    </section>
  );
}
