import { parsePumpCsv, withChanges } from '@waterline/domain/pump/index';
import { describe, expect, it } from 'vitest';
import { drawHeadless } from '../../../testing/headless-vega.ts';
import { changeChart, lengthChart, PUMP_DATASETS, rateChart, surveyRows, type PumpChart } from './pump-charts.ts';

const file = parsePumpCsv(
  'Date,Transect,Length_ft,Missing\n2010-06-01,Intake,100,FALSE\n2011-06-01,Intake,90,FALSE\n2011-06-11,Intake,,TRUE\n2019-07-01,Intake,80,FALSE\n',
);
const rows = surveyRows(withChanges(file.rows));

async function drawn(chart: PumpChart) {
  const { view, warnings } = await drawHeadless(chart.spec, chart.datasets);
  expect(warnings).toEqual([]);
  return view;
}

describe("the pump page's charts, drawn with the charts' runtime", () => {
  it('draws the lengths as points (empty lengths left out) over the shaded years 2011 and 2019', async () => {
    const view = await drawn(lengthChart(rows, 'Intake'));
    expect(view.data(PUMP_DATASETS.shaded).map((row: { year: string }) => row.year)).toEqual(['2011', '2019']);
    expect(view.scale('y').domain()).toEqual([80, 100]);
    const x = view
      .scale('x')
      .domain()
      .map((value: Date) => value.getTime());
    expect(x[0]).toBe(Date.UTC(2010, 5, 1));
    expect(x[1]).toBe(Date.UTC(2020, 0, 1)); // the end of the 2019 band
  });

  it('draws the changes and the rates per day of the surveys that have one', async () => {
    const change = await drawn(changeChart(rows, 'Intake'));
    expect(change.scale('y').domain()).toEqual([-10, 0]);
    const rate = await drawn(rateChart(rows, 'Intake'));
    // -10 ft over the 365 days from 2010-06-01 to 2011-06-01; the row after the missing survey has none.
    expect(rate.data(PUMP_DATASETS.surveys).map((row: { rate: number | null }) => row.rate)).toEqual([
      null,
      -10 / 365,
      null,
      null,
    ]);
    const [low, high] = rate.scale('y').domain() as number[];
    expect([low !== undefined && low <= -10 / 365 && low > -0.05, high]).toEqual([true, 0]);
  });
});
