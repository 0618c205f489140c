import Papa from 'papaparse';
import type { EditedResponse } from '../components/FeedbackDialog.tsx';
import type { ListedSurveyMarker } from '../api.ts';

/** One response as the View Responses table and its CSV show it. */
export interface ResponseRow {
  id: string;
  submittedAt: string;
  updatedAt: string;
  private: boolean;
  lat: number;
  lng: number;
  locationName: string;
  name: string;
  concern: string;
  activities: string[];
  photos: number;
}

type Field = ListedSurveyMarker['data']['data'][number];
const fieldOf = (marker: ListedSurveyMarker, id: string): Field | undefined =>
  marker.data.data.find((field) => field.id === id);
const textOf = (marker: ListedSurveyMarker, id: string): string => {
  const value = fieldOf(marker, id)?.value;
  return typeof value === 'string' ? value : '';
};

/** Reads a served marker's ordered fields by their ids. */
export function responseRow(marker: ListedSurveyMarker): ResponseRow {
  const coordinate = fieldOf(marker, 'coordinate') as { lat?: number; lng?: number } | undefined;
  const activities = fieldOf(marker, 'activities') as { selectedOptions?: string[] } | undefined;
  return {
    id: marker.id,
    submittedAt: marker.submittedAt,
    updatedAt: marker.updatedAt,
    private: marker.private,
    lat: coordinate?.lat ?? 0,
    lng: coordinate?.lng ?? 0,
    locationName: textOf(marker, 'locationName'),
    name: textOf(marker, 'name'),
    concern: textOf(marker, 'concern'),
    activities: activities?.selectedOptions ?? [],
    photos: fieldOf(marker, 'photos')?.files?.length ?? 0,
  };
}

export type Visibility = 'all' | 'private' | 'public';
export type SortKey = 'submittedAt' | 'locationName' | 'name' | 'private';

/** The table's rows: by visibility, submitted on or after `from` and on or before `to` (YYYY-MM-DD, either may be empty), sorted. */
export function filterResponses(
  rows: readonly ResponseRow[],
  filter: { visibility: Visibility; from: string; to: string; sort: SortKey; descending: boolean },
): ResponseRow[] {
  const kept = rows.filter((row) => {
    if (filter.visibility !== 'all' && row.private !== (filter.visibility === 'private')) return false;
    const day = row.submittedAt.slice(0, 10);
    return (filter.from === '' || day >= filter.from) && (filter.to === '' || day <= filter.to);
  });
  const direction = filter.descending ? -1 : 1;
  return kept.sort((a, b) => direction * String(a[filter.sort]).localeCompare(String(b[filter.sort])));
}

const columns = [
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
];

/**
 * The rows as CSV. Text that a spreadsheet would run as a formula (starting with = + - @, a tab or
 * a carriage return) is written with a leading apostrophe; numbers stay numbers.
 */
export function responsesCsv(rows: readonly ResponseRow[]): string {
  const data = rows.map((row) => [
    row.submittedAt,
    row.private ? 'yes' : 'no',
    row.lat,
    row.lng,
    row.locationName,
    row.name,
    row.concern,
    row.activities.join('; '),
    row.photos,
    row.id,
  ]);
  return Papa.unparse({ fields: columns, data }, { newline: '\r\n', escapeFormulae: true });
}

/** A served marker as the dialog edits it: its answers by question id, and its stored photos without their signed URLs. */
export function editedResponse(marker: ListedSurveyMarker): EditedResponse {
  const row = responseRow(marker);
  const files = fieldOf(marker, 'photos')?.files ?? [];
  return {
    id: marker.id,
    answers: {
      private: { value: row.private },
      name: { value: row.name },
      coordinate: { lat: row.lat, lng: row.lng },
      locationName: { value: row.locationName },
      concern: { value: row.concern },
      activities: { selectedOptions: row.activities },
      photos: { files: [] },
    },
    photos: files.map(({ signedUrl: _signed, thumbnailUrl: _thumbnail, ...photo }) => photo),
  };
}
