import { useId, useState } from 'react';
import { Button } from '../../components/ui/index.ts';
import { useCurrentProject } from '../../lib/current-project.tsx';
import { useChartContext, type ChartLayerContext } from '../charts/index.ts';
import type { Threshold } from '../../data/thresholds-api.ts';
import { DeleteThresholdDialog } from './DeleteThresholdDialog.tsx';
import { thresholdPermissions } from './permissions.ts';
import { ThresholdDetail } from './ThresholdDetail.tsx';
import { ThresholdFormDialog } from './ThresholdFormDialog.tsx';
import { ThresholdSwatch } from './ThresholdSwatch.tsx';
import { useLocationThresholds } from '../../data/use-location-thresholds.ts';
import { toggledThreshold, withAllHidden, withAllShown } from './visibility.ts';
import './thresholds.css';

/** Which dialog of the panel is open: a threshold's details, its deletion, or the add/edit form. */
type OpenDialog =
  | { kind: 'detail'; id: string }
  | { kind: 'delete'; id: string }
  | { kind: 'form'; threshold: Threshold | null }
  | null;

/**
 * The right panel's thresholds of the chart's location: Show all, Hide all, a toggle and an info
 * button per threshold, and Add Threshold for those the server lets add (spec section 2).
 */
export function ThresholdsPanel(context: ChartLayerContext) {
  const { chart, onChange, location } = context;
  const { projectKey, signedIn } = useChartContext();
  const { role } = useCurrentProject();
  const permissions = thresholdPermissions(signedIn, role);
  const { thresholds, loading } = useLocationThresholds(projectKey, location);
  const [open, setOpen] = useState<OpenDialog>(null);
  const headingId = useId();
  const ids = thresholds.map((threshold) => threshold.id);
  const find = (id: string) => thresholds.find((threshold) => threshold.id === id) ?? null;
  const detail = open?.kind === 'detail' ? find(open.id) : null;
  const deleting = open?.kind === 'delete' ? find(open.id) : null;

  if (!location) return null;
  return (
    <section className="side-section thresholds-list" aria-labelledby={headingId}>
      <h3 id={headingId} className="side-section__title">
        Thresholds
      </h3>
      <div className="side-section__actions">
        <button
          type="button"
          className="link-button"
          onClick={() => onChange({ thresholds: withAllShown(chart.thresholds, ids) })}
        >
          Show all
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => onChange({ thresholds: withAllHidden(chart.thresholds, ids) })}
        >
          Hide all
        </button>
      </div>
      {thresholds.length === 0 ? (
        <p className="thresholds-list__empty">{loading ? 'Loading thresholds…' : 'No thresholds at this location.'}</p>
      ) : (
        <ul className="thresholds-list__items" aria-label="Thresholds shown">
          {thresholds.map((threshold) => {
            const shown = chart.thresholds.includes(threshold.id);
            return (
              <li key={threshold.id} className="thresholds-list__item">
                <label
                  className={
                    shown ? 'thresholds-list__toggle' : 'thresholds-list__toggle thresholds-list__toggle--hidden'
                  }
                >
                  <input
                    type="checkbox"
                    checked={shown}
                    onChange={() => onChange({ thresholds: toggledThreshold(chart.thresholds, threshold.id) })}
                  />
                  <ThresholdSwatch threshold={threshold} />
                  <span>{threshold.data.name}</span>
                </label>
                <button
                  type="button"
                  className="thresholds-list__info"
                  aria-label={`About ${threshold.data.name}`}
                  title="Details"
                  onClick={() => setOpen({ kind: 'detail', id: threshold.id })}
                >
                  i
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {permissions.canAdd && (
        <Button
          variant="secondary"
          className="thresholds-list__add"
          onClick={() => setOpen({ kind: 'form', threshold: null })}
        >
          Add Threshold
        </Button>
      )}
      {detail && (
        <ThresholdDetail
          threshold={detail}
          context={context}
          permissions={permissions}
          onEdit={() => setOpen({ kind: 'form', threshold: detail })}
          onDelete={() => setOpen({ kind: 'delete', id: detail.id })}
          onClose={() => setOpen(null)}
        />
      )}
      {deleting && (
        <DeleteThresholdDialog
          threshold={deleting}
          onDeleted={() => {
            setOpen(null);
            onChange({ thresholds: withAllHidden(chart.thresholds, [deleting.id]) });
          }}
          onClose={() => setOpen({ kind: 'detail', id: deleting.id })}
        />
      )}
      {open?.kind === 'form' && (
        <ThresholdFormDialog
          threshold={open.threshold}
          location={location}
          onSaved={(saved) => {
            setOpen(open.threshold ? { kind: 'detail', id: saved.id } : null);
            if (!open.threshold) onChange({ thresholds: withAllShown(chart.thresholds, [saved.id]) });
          }}
          onClose={() => setOpen(open.threshold ? { kind: 'detail', id: open.threshold.id } : null)}
        />
      )}
    </section>
  );
}
