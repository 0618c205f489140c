import { evaluateBasinRules, CONDAMINE_BALONNE_RULES } from '@waterline/domain/basin/index';
import { importAlternativeCsv } from '@waterline/domain/import/index';
import { demoAlternatives } from '../../scripts/src/demo/demo-data.ts';
import { expectedSeries, alternativesProject, LOCATION } from '../support/alternatives-data.ts';
import { readTable } from '../support/page-parts.ts';
import { admin, apiToken, expect, SHARED_ABSENT, sharedData, test } from '../support/fixtures.ts';

/** The counts the domain computes for a demo alternative's location: what the sheet must show. */
function expectedCounts(alternativeName: string, location: string) {
  const alternative = demoAlternatives().find((candidate) => candidate.name === alternativeName);
  const imported = importAlternativeCsv(alternative?.csv ?? '', {});
  if (!imported.ok) throw new Error(imported.error.reason);
  const series = imported.alternative.series.find((candidate) => candidate.location === location);
  if (!series) throw new Error(location);
  return evaluateBasinRules(series, CONDAMINE_BALONNE_RULES);
}

test('the basin sheet lists the seven rules and shows the events per year the domain counts for the chosen alternative and location', async ({
  page,
}) => {
  await page.goto('/project/demo/condamine-balonne');
  await expect(page.getByRole('heading', { name: 'Condamine-Balonne', level: 1 })).toBeVisible();

  const catalogue = await readTable(page, 'Rule catalogue');
  expect(catalogue.rows).toHaveLength(7);
  expect(catalogue.rows).toContainEqual([
    'In-channel fresh',
    'Threshold',
    '≥ 3,500 ML/d for 14 days',
    'Aug–May',
    '30 days',
    'Golden perch spawning',
  ]);
  expect(catalogue.rows).toContainEqual([
    'Narran Lakes inflow',
    'Volume',
    '≥ 154,000 ML in 90 days',
    'All year',
    '365 days',
    'Colonial waterbird breeding',
  ]);

  await page.getByLabel('Alternative').selectOption({ label: 'Spring Pulse' });
  await page.getByLabel('Location').selectOption('Cedar Creek near Mouth');
  const expected = expectedCounts('Spring Pulse', 'Cedar Creek near Mouth');
  const counts = page.getByRole('table', { name: 'Events per year' });
  await expect(counts.locator('tfoot td')).toHaveText(expected.results.map((result) => String(result.total)));
  const shown = await readTable(page, 'Events per year');
  expect(shown.headings).toEqual(['Year', ...CONDAMINE_BALONNE_RULES.map((rule) => rule.label)]);
  for (const row of shown.rows) {
    const year = Number(row[0]);
    expect(row.slice(1)).toEqual(expected.results.map((result) => String(result.perYear.get(year) ?? 0)));
  }
  expect(shown.rows.length).toBeGreaterThanOrEqual(expected.years.length);
  // Some rule has events and some year has none of a rule, so the comparison above means something.
  expect(expected.results.some((result) => result.total > 0)).toBe(true);
});

test('on the recorded Fort Peck releases (cfs), the sheet shows the counts the domain computes for the chosen alternative', async ({
  page,
  request,
}) => {
  test.skip(!sharedData, SHARED_ABSENT);
  const projectKey = await alternativesProject(request, await apiToken(request, admin), ['No Action', 'Alternative 2']);
  await page.goto(`/project/${projectKey}/condamine-balonne`);
  await page.getByLabel('Alternative').selectOption({ label: 'Alternative 2' });
  await expect(page.getByLabel('Location')).toHaveValue(LOCATION);
  const expected = evaluateBasinRules(expectedSeries('Alternative 2'), CONDAMINE_BALONNE_RULES);
  await expect(page.getByRole('table', { name: 'Events per year' }).locator('tfoot td')).toHaveText(
    expected.results.map((result) => String(result.total)),
  );
  const shown = await readTable(page, 'Events per year');
  for (const row of shown.rows)
    expect(row.slice(1)).toEqual(expected.results.map((result) => String(result.perYear.get(Number(row[0])) ?? 0)));
  expect(expected.results.some((result) => result.total > 0)).toBe(true);
});
