import { Button } from '../../../components/ui/index.ts';
import type { ListedSurveyMarker } from '../api.ts';
import { responseRow } from '../model/responses.ts';
import { PhotoCarousel, type CarouselPhoto } from './PhotoCarousel.tsx';

/** A feedback marker's popup: its answers as text, its photos, and Edit for admins. */
export function ResponseDetails({ marker, onEdit }: { marker: ListedSurveyMarker; onEdit?: (() => void) | undefined }) {
  const row = responseRow(marker);
  const photos = (marker.data.data.find((field) => field.id === 'photos')?.files ?? []) as CarouselPhoto[];
  return (
    <article className="survey-details" aria-label={`Response: ${row.locationName || 'location'}`}>
      <h3>{row.locationName || 'Unnamed location'}</h3>
      {row.private && <p className="survey-details__private">Private</p>}
      <dl>
        <dt>Coordinate</dt>
        <dd>
          {row.lat.toFixed(4)}, {row.lng.toFixed(4)}
        </dd>
        {row.name && (
          <>
            <dt>Name</dt>
            <dd>{row.name}</dd>
          </>
        )}
        {row.concern && (
          <>
            <dt>Concern</dt>
            <dd className="survey-details__concern">{row.concern}</dd>
          </>
        )}
        {row.activities.length > 0 && (
          <>
            <dt>Monitoring activities</dt>
            <dd>{row.activities.join(', ')}</dd>
          </>
        )}
      </dl>
      <PhotoCarousel photos={photos} />
      {onEdit && (
        <Button variant="secondary" onClick={onEdit}>
          Edit
        </Button>
      )}
    </article>
  );
}
