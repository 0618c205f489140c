import { Spinner } from '../../../../components/ui/index.ts';
import type { Layer } from '../../types.ts';
import { fileNameOf } from '../../../../lib/blob-keys.ts';
import { LayerKindLabel } from './LayerKindLabel.tsx';
import { useLayerSummary } from './use-layer-summary.ts';
import { EditRemoveButtons } from '../EditRemoveButtons.tsx';

type LayerListProps = {
  projectKey: string;
  layers: readonly Layer[];
  disabled: boolean;
  onEdit: (layer: Layer) => void;
  onRemove: (layer: Layer) => void;
};

export function LayerList({ projectKey, layers, disabled, onEdit, onRemove }: LayerListProps) {
  if (layers.length === 0) return <p className="admin-empty">No GIS layers yet.</p>;
  return (
    <ul className="admin-list admin-list--plain" aria-label="GIS layers">
      {layers.map((layer) => (
        <li key={layer.id} className="admin-list__item">
          <div className="admin-list__main">
            <span className="admin-list__name">{layer.name}</span>
            {layer.description && <span className="admin-list__detail">{layer.description}</span>}
            <span className="admin-list__file">{fileNameOf(layer.url)}</span>
          </div>
          <LayerKind projectKey={projectKey} url={layer.url} />
          <div className="admin-list__actions">
            <EditRemoveButtons
              name={`layer ${layer.name}`}
              disabled={disabled}
              onEdit={() => onEdit(layer)}
              onRemove={() => onRemove(layer)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function LayerKind({ projectKey, url }: { projectKey: string; url: string }) {
  const state = useLayerSummary(projectKey, url);
  if (state.status === 'loading') return <Spinner label="Reading layer" />;
  if (state.status === 'failed') return <span className="layer-kind layer-kind--unknown">{state.message}</span>;
  return <LayerKindLabel summary={state.summary} />;
}
