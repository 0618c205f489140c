// Data builders for the web app's tests.
import { anAlternative, exampleProjectId } from '@waterline/domain/projects/examples';
import { newProjectConfiguration } from '@waterline/domain/projects/configuration';
import { createSeries, type DailySeries } from '@waterline/domain/analysis/index';
import { DAYS_IN_YEAR } from '@waterline/domain/calendar/index';
import { thresholdDataSchema, type StoredThresholdData } from '@waterline/domain/thresholds/threshold-data';
import { aThreshold } from '@waterline/domain/thresholds/examples';
import type { Threshold } from '@waterline/contract/thresholds';
import type { AlternativeManifest } from '../data/alternative-data.ts';
import type { SessionState } from '../state/session.ts';
import type { Project, ProjectAnswer, ProjectData, User } from '../lib/api-types.ts';

export { anAlternative };

/** A new project's data (a new project's defaults) with the given changes. */
export function aProjectData(fields: Partial<ProjectData> = {}): ProjectData {
  const {
    title,
    startCalDay,
    mapSurveyEnabled,
    onlyShowMapSurvey,
    enableDefaultChart,
    defaultChart,
    alternatives,
    locationGroups,
    yAxisDefaults,
    map,
  } = newProjectConfiguration();
  return {
    title,
    startCalDay,
    mapSurveyEnabled,
    onlyShowMapSurvey,
    enableDefaultChart,
    defaultChart,
    alternatives,
    locationGroups,
    yAxisDefaults,
    map,
    ...fields,
  };
}

/** A public project 'fort-peck' as the API shows it. */
export function aProject(fields: Partial<Project> = {}): Project {
  return {
    id: exampleProjectId,
    project_key: 'fort-peck',
    public: true,
    hasAccessCode: false,
    isDynamicLoading: true,
    version: 1,
    data: aProjectData(),
    ...fields,
  };
}

/** GET /api/project/{key} for a visitor let in; override the flags for the other gate answers. */
export function aProjectAnswer(fields: Partial<ProjectAnswer> = {}): ProjectAnswer {
  return {
    ...aProject(),
    success: true,
    message: 'Project opened',
    requriesAccessCode: false,
    authenticated: true,
    role: null,
    ...fields,
  };
}

/** A daily series of `location` over minYear..maxYear; by default each day's value is 1000 + 100 per year since minYear + the day of the year. */
export function aSeries(
  location: string,
  {
    measure = 'cfs',
    minYear = 2000,
    maxYear = 2004,
    value = (year: number, day: number) => 1000 + 100 * (year - minYear) + day,
  }: { measure?: string; minYear?: number; maxYear?: number; value?: (year: number, day: number) => number } = {},
): DailySeries {
  const values = new Float64Array((maxYear - minYear + 1) * DAYS_IN_YEAR);
  for (let year = minYear; year <= maxYear; year++)
    for (let day = 1; day <= DAYS_IN_YEAR; day++) values[(year - minYear) * DAYS_IN_YEAR + day - 1] = value(year, day);
  return createSeries(location, measure, minYear, maxYear, values);
}

/** The address the server gives a series of an alternative's data file (see the manifest). The page's series store keeps series by address for a whole test file: give other data another file name. */
export const seriesUrl = (projectKey: string, fileName: string, index: number) =>
  `/api/project/${projectKey}/series/${importKeyOf(fileName)}/${index}`;
// A data file's import digest, made up from its name: a test has one import per file.
const importKeyOf = (fileName: string) =>
  Array.from({ length: 64 }, (_, i) => (fileName.charCodeAt(i % fileName.length) % 16).toString(16)).join('');

/** GET /api/project/{key}/data/{file}/manifest for a file holding the given series. */
export function aManifest(projectKey: string, fileName: string, series: readonly DailySeries[]): AlternativeManifest {
  return {
    success: true,
    sha256: importKeyOf(fileName),
    importKey: importKeyOf(fileName),
    rows: Math.max(0, ...series.map((one) => (one.maxYear - one.minYear + 1) * DAYS_IN_YEAR)),
    dropped: { leapDays: 0, emptyDates: 0, ignoredYears: 0 },
    locations: series.map((one, index) => ({
      index,
      key: one.location,
      location: one.location,
      measure: one.measure,
      minYear: one.minYear,
      maxYear: one.maxYear,
      url: seriesUrl(projectKey, fileName, index),
    })),
  };
}

/** A threshold of `location` as the API lists it: the domain's example threshold there, changed by `fields`. */
export function aListedThreshold(
  location: string,
  fields: Partial<StoredThresholdData> & { id?: string; addedBy?: string | null } = {},
): Threshold {
  const { id = `threshold-${fields.name ?? 'minimum-pool'}`, addedBy = null, ...data } = fields;
  return {
    id,
    location,
    data: thresholdDataSchema.parse(aThreshold({ location, ...data })),
    addedBy,
  };
}

/** The session of a signed-in user. */
export function aSignedInSession(fields: Partial<User> = {}): SessionState {
  return {
    token: 'token-of-tess',
    user: { id: 'user-tess', first: 'Tess', last: 'Tester', email: 'tess@waterline.test', ...fields },
    status: 'signedIn',
  };
}
