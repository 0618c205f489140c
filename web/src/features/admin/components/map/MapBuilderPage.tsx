import { useState } from 'react';
import { Button, ErrorBar } from '../../../../components/ui/index.ts';
import type { AdminProject, Layer, MapSettings, Marker } from '../../types.ts';
import { AdminSection } from '../AdminSection.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useProjectSave } from '../use-project-save.ts';
import { LayerDialog } from './LayerDialog.tsx';
import { LayerList } from './LayerList.tsx';
import { MapBuilderMap } from './MapBuilderMap.tsx';
import { MapPositionForm } from './MapPositionForm.tsx';
import { MarkerDialog } from './MarkerDialog.tsx';
import { MarkerList } from './MarkerList.tsx';

type Editing<Item> = { open: false } | { open: true; item: Item | null };
type Removal = { kind: 'marker'; item: Marker } | { kind: 'layer'; item: Layer } | null;

export function MapBuilderPage({ project }: { project: AdminProject }) {
  const map = project.data.map;
  const { save, saving, error, clearError } = useProjectSave(project);
  const [markerDialog, setMarkerDialog] = useState<Editing<Marker>>({ open: false });
  const [layerDialog, setLayerDialog] = useState<Editing<Layer>>({ open: false });
  const [removal, setRemoval] = useState<Removal>(null);

  const saveMap = (changes: Partial<MapSettings>) => save({ data: { map: { ...map, ...changes } } });
  const replaceOrAdd = <Item,>(items: Item[], item: Item, same: (a: Item, b: Item) => boolean): Item[] =>
    items.some((existing) => same(existing, item))
      ? items.map((existing) => (same(existing, item) ? item : existing))
      : [...items, item];

  const saveMarker = async (marker: Marker) => {
    if (await saveMap({ markers: replaceOrAdd(map.markers, marker, (a, b) => a.key === b.key) }))
      setMarkerDialog({ open: false });
  };
  const saveLayer = async (layer: Layer) => {
    if (await saveMap({ layers: replaceOrAdd(map.layers, layer, (a, b) => a.id === b.id) }))
      setLayerDialog({ open: false });
  };
  const remove = async () => {
    if (!removal) return;
    const removed =
      removal.kind === 'marker'
        ? await saveMap({ markers: map.markers.filter((marker) => marker.key !== removal.item.key) })
        : await saveMap({ layers: map.layers.filter((layer) => layer.id !== removal.item.id) });
    if (removed) setRemoval(null);
  };

  return (
    <AdminSection
      title="Map Builder"
      intro="Where the project's map opens, its markers, and the GIS layers drawn on it."
    >
      <ErrorBar message={error} onDismiss={clearError} />
      <div className="map-builder">
        <MapBuilderMap
          project={project}
          onSavePosition={(position) => void saveMap(position)}
          onMoveMarker={(marker) =>
            void saveMap({ markers: replaceOrAdd(map.markers, marker, (a, b) => a.key === b.key) })
          }
        />
        <MapPositionForm
          key={[map.lat, map.lng, map.zoom, map.pitch, map.bearing].join(' ')}
          map={map}
          saving={saving}
          onSave={(position) => void saveMap(position)}
        />
        <section className="card" aria-labelledby="markers-heading">
          <header className="admin-card__header">
            <h2 id="markers-heading" className="admin-card__title">
              Markers
            </h2>
            <Button variant="secondary" onClick={() => setMarkerDialog({ open: true, item: null })}>
              Add Marker
            </Button>
          </header>
          <MarkerList
            markers={map.markers}
            disabled={saving}
            onEdit={(marker) => setMarkerDialog({ open: true, item: marker })}
            onRemove={(marker) => setRemoval({ kind: 'marker', item: marker })}
          />
        </section>
        <section className="card" aria-labelledby="layers-heading">
          <header className="admin-card__header">
            <h2 id="layers-heading" className="admin-card__title">
              GIS Layers
            </h2>
            <Button variant="secondary" onClick={() => setLayerDialog({ open: true, item: null })}>
              Add Layer
            </Button>
          </header>
          <LayerList
            projectKey={project.project_key}
            layers={map.layers}
            disabled={saving}
            onEdit={(layer) => setLayerDialog({ open: true, item: layer })}
            onRemove={(layer) => setRemoval({ kind: 'layer', item: layer })}
          />
        </section>
      </div>
      <MarkerDialog
        open={markerDialog.open}
        editing={markerDialog.open ? markerDialog.item : null}
        takenKeys={map.markers.map((marker) => marker.key)}
        saving={saving}
        onClose={() => setMarkerDialog({ open: false })}
        onSave={(marker) => void saveMarker(marker)}
      />
      <LayerDialog
        project={project}
        open={layerDialog.open}
        editing={layerDialog.open ? layerDialog.item : null}
        saving={saving}
        onClose={() => setLayerDialog({ open: false })}
        onSave={(layer) => void saveLayer(layer)}
      />
      <ConfirmDialog
        open={removal !== null}
        title={removal?.kind === 'layer' ? 'Remove GIS Layer' : 'Remove Marker'}
        confirmLabel="Remove"
        danger
        busy={saving}
        onConfirm={() => void remove()}
        onCancel={() => setRemoval(null)}
      >
        Remove {removal?.item.name ? `“${removal.item.name}”` : 'this item'} from the map? History keeps it, so it can
        be restored.
      </ConfirmDialog>
    </AdminSection>
  );
}
