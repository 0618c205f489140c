import { parsePumpCsv, transectNames, withChanges } from '@waterline/domain/pump/index';
import { useMemo, useState } from 'react';
import { VegaChart } from '../../../components/charts/VegaChart.tsx';
import { TopBar } from '../../../components/layout/TopBar.tsx';
import { describeRequestError } from '../../../lib/api-error.ts';
import { PickerField } from '../../../components/forms/PickerField.tsx';
import { useGetPumpTransectsQuery } from '../api.ts';
import { ProblemList } from './ProblemList.tsx';
import { PumpUpload } from './PumpUpload.tsx';
import { changeChart, lengthChart, rateChart, SHADED_YEARS, surveyRows } from '../charts/pump-charts.ts';
import { SurveyTable } from './SurveyTable.tsx';
import '../pump-analysis.css';

const MISSING_CHOICES = [
  { value: 'FALSE', label: 'FALSE (measured)' },
  { value: 'TRUE', label: 'TRUE (not measured)' },
  { value: 'all', label: 'All rows' },
] as const;
type MissingChoice = (typeof MISSING_CHOICES)[number]['value'];

/** The pump transect analysis page (docs/product-guide.md#river-pages): one transect's bank length over time, its changes, and the rows. */
export function PumpAnalysisPage() {
  const answer = useGetPumpTransectsQuery();
  const file = useMemo(() => (answer.data ? parsePumpCsv(answer.data.csv) : null), [answer.data]);
  const transects = useMemo(() => (file ? transectNames(file.rows) : []), [file]);
  const [pickedTransect, setPickedTransect] = useState('');
  const [missing, setMissing] = useState<MissingChoice>('FALSE');
  const intake = answer.data?.intakeTransect ?? '';
  const transect = pickedTransect || (transects.includes(intake) ? intake : (transects[0] ?? ''));

  const changes = useMemo(() => {
    const rows = (file?.rows ?? []).filter(
      (row) => row.transect === transect && (missing === 'all' || row.missing === (missing === 'TRUE')),
    );
    return withChanges(rows);
  }, [file, transect, missing]);
  const charts = useMemo(() => {
    const rows = surveyRows(changes);
    return {
      length: lengthChart(rows, transect),
      change: changeChart(rows, transect),
      rate: rateChart(rows, transect),
    };
  }, [changes, transect]);

  return (
    <>
      <TopBar title="Bank Analysis" />
      <main className="page pump-page">
        <h1>Bank Analysis</h1>
        <p className="pump-page__intro">
          Bank length at the pump transects, measured from each transect&apos;s marker to the water&apos;s edge. The
          flood years {SHADED_YEARS.join(' and ')} are shaded.
        </p>
        <PumpUpload />
        {answer.isLoading && <p role="status">Loading the transect file…</p>}
        {answer.error && (
          <p className="pump-page__empty" role="status">
            {describeRequestError(answer.error).status === 404
              ? 'No transect file has been uploaded yet. An admin of the pump project uploads it (see the API documentation, PUT /api/pump-upload).'
              : (describeRequestError(answer.error).message ??
                'The transect file could not be loaded; try again later.')}
          </p>
        )}
        {file && (
          <>
            <ProblemList problems={file.problems} />
            <div className="pump-page__filters">
              <PickerField label="Transect">
                {(id) => (
                  <select
                    id={id}
                    className="ui-input ui-select"
                    value={transect}
                    onChange={(event) => setPickedTransect(event.target.value)}
                  >
                    {transects.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </select>
                )}
              </PickerField>
              <PickerField label="Missing">
                {(id) => (
                  <select
                    id={id}
                    className="ui-input ui-select"
                    value={missing}
                    onChange={(event) => setMissing(event.target.value as MissingChoice)}
                  >
                    {MISSING_CHOICES.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                )}
              </PickerField>
            </div>
            <section className="pump-page__charts" aria-label="Charts">
              <figure>
                <figcaption>Length over time</figcaption>
                <VegaChart
                  spec={charts.length.spec}
                  datasets={charts.length.datasets}
                  label={`Length of transect ${transect} over time`}
                />
              </figure>
              <figure>
                <figcaption>Change from the previous survey</figcaption>
                <VegaChart
                  spec={charts.change.spec}
                  datasets={charts.change.datasets}
                  label={`Change of transect ${transect} from the previous survey`}
                />
              </figure>
              <figure>
                <figcaption>Rate of change per day</figcaption>
                <VegaChart
                  spec={charts.rate.spec}
                  datasets={charts.rate.datasets}
                  label={`Rate of change per day of transect ${transect}`}
                />
              </figure>
            </section>
            <h2 className="pump-page__rows">{changes.length === 1 ? '1 row' : `${String(changes.length)} rows`}</h2>
            <SurveyTable columns={file.columns} changes={changes} />
          </>
        )}
      </main>
    </>
  );
}
