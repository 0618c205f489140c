import { useState } from 'react';
import { Dialog } from '../../../components/ui/index.ts';
import { mapImageUrl } from '../api.ts';

interface MapEntry {
  id: string;
  title: string;
}

/** The four precipitation maps; each opens enlarged. A map the service did not deliver says so in its place. */
export function PrecipitationMaps({ maps }: { maps: readonly MapEntry[] }) {
  const [open, setOpen] = useState<MapEntry | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  return (
    <section className="river-section" aria-labelledby="river-maps">
      <h2 id="river-maps">Precipitation</h2>
      <ul className="precip-maps">
        {maps.map((map) => (
          <li key={map.id} className="precip-maps__item">
            {failed.has(map.id) ? (
              <p className="river-source river-source--unavailable precip-maps__missing" role="status">
                {map.title} is unavailable: the image could not be loaded.
              </p>
            ) : (
              <button
                type="button"
                className="precip-maps__button"
                onClick={() => setOpen(map)}
                aria-label={`Enlarge ${map.title}`}
              >
                <img
                  src={mapImageUrl(map.id)}
                  alt={map.title}
                  loading="lazy"
                  onError={() => setFailed((current) => new Set(current).add(map.id))}
                />
              </button>
            )}
            <span className="precip-maps__title">{map.title}</span>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} title={open?.title ?? ''} onClose={() => setOpen(null)} size="wide">
        {open && <img className="precip-maps__large" src={mapImageUrl(open.id)} alt={open.title} />}
      </Dialog>
    </section>
  );
}
