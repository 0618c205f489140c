import { useState, type FormEvent } from 'react';
import { OBSERVED_PARAMETERS, type ObservedParameter } from '@waterline/domain/observed/observed-parameters';
import type { ObservedRefreshAnswer } from '@waterline/contract/observed';
import { Button, ErrorBar, Select, TextField } from '../../../../components/ui/index.ts';
import { describeRequestError } from '../../../../lib/api-error.ts';
import type { AdminProject } from '../../types.ts';
import { useAddObservedMutation, useGetObservedStatusesQuery, useRefreshObservedMutation } from '../../observed-api.ts';

type GaugeRow = { location: string; site: string; parameter: ObservedParameter };

const parameterOptions = Object.entries(OBSERVED_PARAMETERS).map(([code, { label }]) => ({
  value: code,
  label: `${label} (${code})`,
}));
const emptyRow = (): GaugeRow => ({ location: '', site: '', parameter: '00060' });

/** Observed alternatives: their state (available or why not), a refresh button each, and the form that adds one. */
export function ObservedSection({ project }: { project: AdminProject }) {
  const projectKey = project.project_key;
  const observed = project.data.alternatives.filter((alternative) => alternative.observed);
  const statuses = useGetObservedStatusesQuery(projectKey, { skip: observed.length === 0 });
  const [add, adding] = useAddObservedMutation();
  const [refresh, refreshing] = useRefreshObservedMutation();
  const [name, setName] = useState('');
  const [rows, setRows] = useState<GaugeRow[]>([emptyRow()]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setRow = (index: number, change: Partial<GaugeRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const report = (answer: { available?: boolean; message?: string } | undefined, done: string) =>
    setNotice(answer?.available === false ? (answer.message ?? null) : done);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await add({ projectKey, body: { text: name, observed: { locations: rows } } });
    if ('error' in result) return setError(describeRequestError(result.error).message ?? 'Unable to add');
    report(result.data as { available?: boolean; message?: string }, `Observed alternative "${name}" added`);
    setName('');
    setRows([emptyRow()]);
  };
  const refreshOne = async (key: string, text: string) => {
    setError(null);
    const result = await refresh({ projectKey, key });
    if ('error' in result) return setError(describeRequestError(result.error).message ?? 'Unable to refresh');
    const answer = result.data as ObservedRefreshAnswer;
    report(
      answer,
      answer.available && answer.added
        ? `Observed record of "${text}" refreshed: added ${answer.added.firstDay} to ${answer.added.lastDay}`
        : `No new days in the observed record of "${text}"`,
    );
  };

  return (
    <section className="admin-subsection" aria-labelledby="observed-title">
      <h2 id="observed-title">Observed records</h2>
      <p className="admin-section__intro">
        An observed alternative reads each location's daily record from a stream gauge (USGS): the server fetches it
        once a day, or now with Refresh.
      </p>
      <ErrorBar message={error} onDismiss={() => setError(null)} />
      {notice && (
        <p role="status" className="admin-list__detail">
          {notice}
        </p>
      )}
      {observed.length > 0 && (
        <ul className="admin-list" aria-label="Observed alternatives">
          {observed.map((alternative) => {
            const status = statuses.data?.alternatives.find((one) => one.key === alternative.key)?.status;
            return (
              <li key={alternative.key} className="admin-list__item">
                <div className="admin-list__main">
                  <span className="admin-list__name">{alternative.text}</span>
                  <span className="admin-list__detail">
                    {alternative.observed?.locations
                      .map(({ location, site, parameter }) => `${location}: site ${site}, ${parameter}`)
                      .join('; ')}
                  </span>
                  {status && (
                    <span className="admin-list__detail">
                      {status.available
                        ? `Available, fetched ${new Date(status.checkedAt).toLocaleString()}`
                        : `Unavailable: ${status.message ?? ''}`}
                    </span>
                  )}
                </div>
                <div className="admin-list__actions">
                  <Button
                    variant="secondary"
                    aria-label={`Refresh ${alternative.text}`}
                    busy={refreshing.isLoading}
                    onClick={() => void refreshOne(alternative.key, alternative.text)}
                  >
                    Refresh
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <form className="card" aria-label="Add an observed alternative" onSubmit={(event) => void submit(event)}>
        <TextField label="Observed alternative name" value={name} required onChange={(e) => setName(e.target.value)} />
        {rows.map((row, index) => (
          <fieldset key={index} className="admin-fieldset">
            <legend>Gauge {index + 1}</legend>
            <TextField
              label={`Location ${index + 1}`}
              value={row.location}
              required
              onChange={(e) => setRow(index, { location: e.target.value })}
            />
            <TextField
              label={`Site number ${index + 1}`}
              value={row.site}
              required
              inputMode="numeric"
              onChange={(e) => setRow(index, { site: e.target.value })}
            />
            <Select
              label={`Parameter ${index + 1}`}
              options={parameterOptions}
              value={row.parameter}
              onChange={(e) => setRow(index, { parameter: e.target.value as ObservedParameter })}
            />
          </fieldset>
        ))}
        <Button variant="secondary" type="button" onClick={() => setRows([...rows, emptyRow()])}>
          Add a location
        </Button>
        <Button type="submit" busy={adding.isLoading}>
          Add Observed Alternative
        </Button>
      </form>
    </section>
  );
}
