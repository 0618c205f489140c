import { mayAddThresholds, mayChangeThreshold } from '@waterline/domain/thresholds/threshold-rights';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/index.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import { selectCurrentUser } from '../../../state/session.ts';
import { useAppSelector } from '../../../state/store.ts';
import { useChartContext, type ChartLayerContext } from '../../charts/index.ts';
import type { Threshold } from '../api.ts';
import { DeleteThresholdDialog } from './DeleteThresholdDialog.tsx';
import { ThresholdDetail } from './ThresholdDetail.tsx';
import { ThresholdFormDialog } from './ThresholdFormDialog.tsx';
import { ThresholdSwatch } from './ThresholdSwatch.tsx';
import { useLocationThresholds } from '../hooks/use-location-thresholds.ts';
import {
  isThresholdShown,
  toggledThreshold,
  withAllHidden,
  withAllShown,
  withoutThresholds,
} from '../model/visibility.ts';
import '../thresholds.css';

/** Which dialog of the panel is open: a threshold's details, its deletion, or the add/edit form. */
type OpenDialog =
  | { kind: 'detail'; id: string }
  | { kind: 'delete'; id: string }
  | { kind: 'form'; threshold: Threshold | null }
  | null;

/**
 * The right panel's thresholds of the chart's location: Show all, Hide all, a toggle and an info
 * button per threshold, and Add Threshold for those the server lets add (docs/product-guide.md#thresholds). A new
 * threshold is saved shown, so that every chart of its location shows it.
 */
export function ThresholdsPanel(context: ChartLayerContext) {
  const { chart, onChange, location } = context;
  const { projectKey } = useChartContext();
  const { role } = useCurrentProject();
  const viewer = { userId: useAppSelector(selectCurrentUser)?.id ?? null, role };
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
        <button type="button" className="link-button" onClick={() => onChange(withAllShown(chart, ids))}>
          Show all
        </button>
        <button type="button" className="link-button" onClick={() => onChange(withAllHidden(chart, ids))}>
          Hide all
        </button>
      </div>
      {thresholds.length === 0 ? (
        <p className="thresholds-list__empty">{loading ? 'Loading thresholds…' : 'No thresholds at this location.'}</p>
      ) : (
        <ul className="thresholds-list__items" aria-label="Thresholds shown">
          {thresholds.map((threshold) => {
            const shown = isThresholdShown(chart, threshold);
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
                    onChange={() => onChange(toggledThreshold(chart, threshold))}
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
      {mayAddThresholds(role) && (
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
          mayChange={mayChangeThreshold(viewer, detail.addedBy)}
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
            onChange(withoutThresholds(chart, [deleting.id]));
          }}
          onClose={() => setOpen({ kind: 'detail', id: deleting.id })}
        />
      )}
      {open?.kind === 'form' && (
        <ThresholdFormDialog
          threshold={open.threshold}
          location={location}
          onSaved={(saved) => setOpen(open.threshold ? { kind: 'detail', id: saved.id } : null)}
          onClose={() => setOpen(open.threshold ? { kind: 'detail', id: open.threshold.id } : null)}
        />
      )}
    </section>
  );
}
