import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { aSurveyResponse } from '@waterline/domain/survey/examples';
import type { ListedSurveyMarker } from '../api.ts';
import { filterResponses, responseRow, responsesCsv } from './responses.ts';

const marker = (id: string, options: Parameters<typeof aSurveyResponse>[0] & { at: string }): ListedSurveyMarker => {
  const fields = aSurveyResponse(options);
  return {
    id,
    project_key: 'p',
    private: fields[0].value,
    submittedAt: options.at,
    updatedAt: options.at,
    data: { data: fields },
  } as ListedSurveyMarker;
};

const rows = [
  marker('a', { private: true, at: '2026-05-01T10:00:00.000Z', concern: '=HYPERLINK("http://evil.example","click")' }),
  marker('b', { private: false, at: '2026-05-03T10:00:00.000Z', concern: '@SUM(A1)', lng: -106.5 }),
  marker('c', { private: false, at: '2026-05-05T10:00:00.000Z', concern: '+1 and -2' }),
].map(responseRow);

describe('View Responses', () => {
  it('reads the fields by id and filters by visibility and date', () => {
    expect(rows[1]).toMatchObject({
      id: 'b',
      private: false,
      lng: -106.5,
      locationName: 'Fort Peck spillway',
      activities: ['Bank erosion monitoring'],
    });
    const all = { visibility: 'all' as const, from: '', to: '', sort: 'submittedAt' as const, descending: false };
    expect(filterResponses(rows, { ...all, visibility: 'private' }).map((row) => row.id)).toEqual(['a']);
    expect(filterResponses(rows, { ...all, visibility: 'public' }).map((row) => row.id)).toEqual(['b', 'c']);
    expect(filterResponses(rows, { ...all, from: '2026-05-02', to: '2026-05-03' }).map((row) => row.id)).toEqual(['b']);
    expect(filterResponses(rows, { ...all, descending: true }).map((row) => row.id)).toEqual(['c', 'b', 'a']);
  });

  it('exports a CSV where no text runs as a formula and numbers stay numbers', () => {
    const parsed = Papa.parse<string[]>(responsesCsv(rows), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([
      'Submitted',
      'Private',
      'Latitude',
      'Longitude',
      'Location name',
      'Name',
      'Concern',
      'Monitoring activities',
      'Photos',
      'Id',
    ]);
    expect(parsed.slice(1).map((row) => row[6])).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      "'@SUM(A1)",
      "'+1 and -2",
    ]);
    expect(parsed[2]?.[3]).toBe('-106.5');
    for (const row of parsed.slice(1))
      for (const cell of row) if (!/^-?\d+(\.\d+)?$/.test(cell)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
