import { useCallback, useMemo, useState } from 'react';
import { newProjectConfiguration } from '@waterline/domain/projects/configuration';
import { ADMIN } from '@waterline/domain/projects/roles';
import { surveyMapView } from '@waterline/domain/survey/survey-response';
import { MapView } from '../../../components/maps/index.ts';
import { Button, Dialog, DialogActions, ErrorBar } from '../../../components/ui/index.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import { useGetMarkersQuery, type ListedSurveyMarker } from '../api.ts';
import { responseIdOf, surveyMarkers, waitingMarkers } from '../model/map-content.ts';
import { editedResponse, responseRow } from '../model/responses.ts';
import { CoordinatePicker } from './CoordinatePicker.tsx';
import { FeedbackDialog, type EditedResponse, type SavedResponse } from './FeedbackDialog.tsx';
import { OutboxStatus } from './OutboxStatus.tsx';
import { ResponseDetails } from './ResponseDetails.tsx';
import { ResponsesDialog } from './ResponsesDialog.tsx';
import { SurveyList } from './SurveyList.tsx';
import { useProjectLayers } from './use-project-layers.ts';
import { useSurveyOutbox } from './use-survey-outbox.ts';
import '../survey.css';

type Editing = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; response: EditedResponse };

// One empty list while the responses load, so the map is not handed new (empty) markers at every render.
const NO_RESPONSES: readonly ListedSurveyMarker[] = [];

/**
 * The public map survey ({project}/map): the feedback markers with their answers and photos,
 * 'Add New Locations' for everyone, 'View Responses' and Edit for admins (role 1). Private
 * responses are only ever sent to admins, so everyone else never has them to show.
 */
export function MapSurveyPage() {
  const { projectKey, project, role } = useCurrentProject();
  const isAdmin = role === ADMIN;
  const markers = useGetMarkersQuery(projectKey);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [thanking, setThanking] = useState<SavedResponse | null>(null);
  const outbox = useSurveyOutbox(projectKey);
  const [viewing, setViewing] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const list = markers.data?.data ?? NO_RESPONSES;
  const selectedMarker = list.find((marker) => marker.id === selected);
  const toggleSelected = useCallback((id: string) => setSelected((current) => (current === id ? null : id)), []);
  const edit = (marker: ListedSurveyMarker) => setEditing({ kind: 'edit', response: editedResponse(marker) });
  const { map } = project.data;
  // Centred on the survey's default unless the project's admins placed its map (docs/product-guide.md#fixed-values).
  const view = useMemo(
    () => ({ ...surveyMapView(map, newProjectConfiguration().map), bearing: map.bearing, pitch: map.pitch }),
    [map],
  );
  const markersOnMap = useMemo(
    () => [...surveyMarkers(map.markers, list), ...waitingMarkers(outbox.waiting)],
    [map.markers, list, outbox.waiting],
  );
  const layers = useProjectLayers(projectKey, map.layers);
  const selectedRow = selectedMarker ? responseRow(selectedMarker) : null;

  return (
    <main className="page survey-page">
      <header className="survey-page__header">
        <h1>{project.data.title ? `${project.data.title}: Map` : 'Map'}</h1>
        <div className="survey-page__actions">
          <Button onClick={() => setEditing({ kind: 'create' })}>Add New Locations</Button>
          {isAdmin && (
            <Button variant="secondary" onClick={() => setViewing(true)}>
              View Responses
            </Button>
          )}
        </div>
      </header>
      {markers.isError && <ErrorBar message="Unable to load the responses" />}
      <OutboxStatus outbox={outbox} />
      <MapView
        className="survey-page__map"
        label="Map of the feedback locations"
        view={view}
        markers={markersOnMap}
        layers={layers}
        onMarkerClick={(id) => setSelected(responseIdOf(id))}
        popup={
          selectedMarker && selectedRow
            ? {
                lat: selectedRow.lat,
                lng: selectedRow.lng,
                content: (
                  <ResponseDetails marker={selectedMarker} onEdit={isAdmin ? () => edit(selectedMarker) : undefined} />
                ),
              }
            : null
        }
        onPopupClose={() => setSelected(null)}
      />
      <section className="survey-page__responses" aria-label="Feedback locations">
        {/* Said, not spun: while the responses load the page is at its busiest, and a spinner's every frame is
            drawn again (on the CPU where there is no GPU), taking that time from loading the map. */}
        {markers.isLoading ? (
          <p role="status" className="survey-page__loading">
            Loading the responses…
          </p>
        ) : (
          <SurveyList markers={list} selected={selected} onChoose={toggleSelected} />
        )}
      </section>

      {editing.kind !== 'closed' && (
        <FeedbackDialog
          key={editing.kind === 'edit' ? editing.response.id : 'new'}
          projectKey={projectKey}
          open
          edited={editing.kind === 'edit' ? editing.response : undefined}
          coordinateMap={(answer, pick) => <CoordinatePicker view={view} answer={answer} pick={pick} />}
          onClose={() => setEditing({ kind: 'closed' })}
          outbox={outbox}
          onSaved={(saved) => {
            setEditing({ kind: 'closed' });
            if (editing.kind === 'create') setThanking(saved);
          }}
        />
      )}
      <Dialog open={thanking !== null} title="Thank you" onClose={() => setThanking(null)}>
        <p>
          {thanking?.waiting
            ? 'Thank you for your feedback. It is kept on this device and will be sent when the network returns.'
            : 'Thank you for your feedback. It has been saved.'}
        </p>
        {thanking?.notices.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
        <DialogActions>
          <Button onClick={() => setThanking(null)}>OK</Button>
        </DialogActions>
      </Dialog>
      {isAdmin && (
        <ResponsesDialog
          projectKey={projectKey}
          markers={list}
          open={viewing}
          onClose={() => setViewing(false)}
          onEdit={edit}
        />
      )}
    </main>
  );
}
