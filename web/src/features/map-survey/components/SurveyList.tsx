import { memo } from 'react';
import type { ListedSurveyMarker } from '../api.ts';

/**
 * The feedback locations under the map, one button per response (the keyboard's way to a popup).
 * Drawn in one go with the responses, not as a deferred (time-sliced) render: once the map is drawing,
 * a sliced render of thousands of items waits for a map frame (tens of milliseconds each where WebGL
 * runs on the CPU) between slices.
 */
export function SurveyList({
  markers,
  selected,
  onChoose,
}: {
  markers: readonly ListedSurveyMarker[];
  selected: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <ul className="survey-list">
      {markers.map((marker) => (
        <SurveyListItem key={marker.id} marker={marker} pressed={selected === marker.id} onChoose={onChoose} />
      ))}
    </ul>
  );
}

// Choosing a response re-renders only the two items whose state changed.
const SurveyListItem = memo(function SurveyListItem({
  marker,
  pressed,
  onChoose,
}: {
  marker: ListedSurveyMarker;
  pressed: boolean;
  onChoose: (id: string) => void;
}) {
  const name = marker.data.data.find((field) => field.id === 'locationName')?.value;
  return (
    <li>
      <button type="button" className="survey-list__item" aria-pressed={pressed} onClick={() => onChoose(marker.id)}>
        {typeof name === 'string' && name !== '' ? name : 'Unnamed location'}
        {marker.private && <span className="survey-list__private"> (private)</span>}
      </button>
    </li>
  );
});
