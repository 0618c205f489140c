import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/index.ts';

export interface CarouselPhoto {
  title: string;
  signedUrl: string;
  thumbnailUrl: string;
}

/** A response's photos one at a time: previous and next, and an Enlarge / Close toggle; Escape closes the enlarged view. */
export function PhotoCarousel({ photos }: { photos: readonly CarouselPhoto[] }) {
  const [index, setIndex] = useState(0);
  const [enlarged, setEnlarged] = useState(false);

  useEffect(() => {
    if (!enlarged) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setEnlarged(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [enlarged]);

  const photo = photos[index];
  if (!photo) return null;
  return (
    <figure className="survey-carousel" aria-roledescription="carousel">
      <img className="survey-carousel__image" src={photo.thumbnailUrl} alt={photo.title} />
      {/* Over the whole page, outside the map's popup. */}
      {enlarged &&
        createPortal(
          <img className="survey-carousel__image--enlarged" src={photo.signedUrl} alt={`${photo.title}, enlarged`} />,
          document.body,
        )}
      <figcaption>
        {photo.title} ({index + 1} of {photos.length})
      </figcaption>
      <div className="survey-carousel__controls">
        <Button variant="ghost" aria-label="Previous photo" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          ‹
        </Button>
        <Button variant="secondary" onClick={() => setEnlarged(!enlarged)}>
          {enlarged ? 'Close' : 'Enlarge'}
        </Button>
        <Button
          variant="ghost"
          aria-label="Next photo"
          disabled={index === photos.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          ›
        </Button>
      </div>
    </figure>
  );
}
