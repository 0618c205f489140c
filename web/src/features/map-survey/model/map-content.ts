import type { MapMarker } from '../../../components/maps/index.ts';
import type { ListedSurveyMarker } from '../api.ts';
import type { OutboxEntry } from './outbox.ts';
import { responseRow } from './responses.ts';

/** Feedback markers are told apart from the project's own markers by this prefix of their ids. */
export const FEEDBACK_PREFIX = 'response:';
const PUBLIC_COLOR = '#d62728';
const PRIVATE_COLOR = '#6a3d9a';
const WAITING_COLOR = '#7f7f7f';
export const WAITING_LABEL = 'waiting to send';

/** The project's markers with their colours, then one dot per response (private ones in their own colour, which only admins ever get). */
export function surveyMarkers(
  projectMarkers: readonly { key: string; name: string; lat: number; lng: number; color: string }[],
  responses: readonly ListedSurveyMarker[],
): MapMarker[] {
  return [
    ...projectMarkers.map((marker) => ({
      id: `project:${marker.key}`,
      lat: marker.lat,
      lng: marker.lng,
      color: marker.color,
      label: marker.name,
    })),
    ...responses.map((response) => {
      const row = responseRow(response);
      return {
        id: `${FEEDBACK_PREFIX}${row.id}`,
        lat: row.lat,
        lng: row.lng,
        color: row.private ? PRIVATE_COLOR : PUBLIC_COLOR,
        label: row.locationName,
      };
    }),
  ];
}

/** The responses kept in this browser until they are sent, each a grey dot labelled as waiting. */
export function waitingMarkers(entries: readonly OutboxEntry[]): MapMarker[] {
  return entries.map((entry) => {
    const [, coordinate, locationName] = entry.fields;
    return {
      id: `waiting:${entry.id}`,
      lat: coordinate.lat,
      lng: coordinate.lng,
      color: WAITING_COLOR,
      label: `${locationName.value} (${WAITING_LABEL})`,
    };
  });
}

/** The response a clicked marker stands for, or null for a project marker. */
export const responseIdOf = (markerId: string): string | null =>
  markerId.startsWith(FEEDBACK_PREFIX) ? markerId.slice(FEEDBACK_PREFIX.length) : null;
