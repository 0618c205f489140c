import type { DataManifest } from '@waterline/contract/data-contract';
import { describeImport, describeLocation } from '../../model/import-summary.ts';
import { DATASET_UPDATED } from '../../messages.ts';

/** What the server reported about a data file it imported for an alternative. */
export type DatasetUpdate = { alternative: string; manifest: DataManifest | undefined };

/** The manifest in the answer to a data file's signed PUT, if it holds one. */
export function manifestOf(body: unknown): DataManifest | undefined {
  const manifest = (body as { manifest?: unknown } | null | undefined)?.manifest;
  return manifest && typeof manifest === 'object' ? (manifest as DataManifest) : undefined;
}

const LOCATIONS_SHOWN = 8;

/** 'Dataset updated successfully', with the rows and locations the import found. */
export function DatasetUpdateNotice({ update, onDismiss }: { update: DatasetUpdate; onDismiss: () => void }) {
  const locations = update.manifest?.locations ?? [];
  return (
    <div className="notice notice--success dataset-notice" role="status">
      <div>
        <strong>{DATASET_UPDATED}</strong>
        {update.manifest && (
          <>
            <p className="dataset-notice__summary">
              {update.alternative}: {describeImport(update.manifest)}
            </p>
            <ul className="dataset-notice__locations">
              {locations.slice(0, LOCATIONS_SHOWN).map((location) => (
                <li key={location.key}>{describeLocation(location)}</li>
              ))}
              {locations.length > LOCATIONS_SHOWN && <li>and {locations.length - LOCATIONS_SHOWN} more</li>}
            </ul>
          </>
        )}
      </div>
      <button type="button" className="ui-error-bar__close" onClick={onDismiss} aria-label="Dismiss message">
        ×
      </button>
    </div>
  );
}
