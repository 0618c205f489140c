import { MapView, type MapViewState } from '../../../components/maps/index.ts';
import type { Answer } from '../model/questions.ts';

/** The coordinate question's map: a click places the marker, and the marker can be dragged. */
export function CoordinatePicker({
  view,
  answer,
  pick,
}: {
  view: MapViewState;
  answer: Answer | undefined;
  pick: (lat: number, lng: number) => void;
}) {
  const picked =
    answer?.lat !== undefined && answer.lng !== undefined
      ? [
          {
            id: 'picked',
            lat: answer.lat,
            lng: answer.lng,
            color: '#d62728',
            label: 'Picked location',
            draggable: true,
          },
        ]
      : [];
  return (
    <MapView
      className="survey-coordinate__map"
      label="Map: click to place the location, or drag its marker"
      view={picked[0] ? { ...view, lat: picked[0].lat, lng: picked[0].lng } : view}
      markers={picked}
      onClick={(position) => pick(position.lat, position.lng)}
      onMarkerDragEnd={(_id, position) => pick(position.lat, position.lng)}
    />
  );
}
