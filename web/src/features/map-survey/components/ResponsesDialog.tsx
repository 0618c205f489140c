import { useMemo, useState } from 'react';
import { downloadText } from '../../../components/charts/chart-export.ts';
import { ActionsTable, Button, Dialog, Select, TextField } from '../../../components/ui/index.ts';
import type { ListedSurveyMarker } from '../api.ts';
import { filterResponses, responseRow, responsesCsv, type SortKey, type Visibility } from '../model/responses.ts';

const sortLabels: Record<SortKey, string> = {
  submittedAt: 'Submitted',
  private: 'Private',
  locationName: 'Location name',
  name: 'Name',
};

/** View Responses (admins): every response in a table, sorted and filtered, with a CSV export of what it shows. */
export function ResponsesDialog({
  projectKey,
  markers,
  open,
  onClose,
  onEdit,
}: {
  projectKey: string;
  markers: readonly ListedSurveyMarker[];
  open: boolean;
  onClose: () => void;
  onEdit: (marker: ListedSurveyMarker) => void;
}) {
  const [visibility, setVisibility] = useState<Visibility>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<SortKey>('submittedAt');
  const [descending, setDescending] = useState(false);
  const rows = useMemo(
    () => filterResponses(markers.map(responseRow), { visibility, from, to, sort, descending }),
    [markers, visibility, from, to, sort, descending],
  );
  const byId = new Map(markers.map((marker) => [marker.id, marker]));

  const sortBy = (key: SortKey) => {
    if (key === sort) setDescending(!descending);
    else {
      setSort(key);
      setDescending(false);
    }
  };
  const header = (key: SortKey) => (
    <th scope="col" aria-sort={sort === key ? (descending ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="survey-table__sort" onClick={() => sortBy(key)}>
        {sortLabels[key]}
      </button>
    </th>
  );

  return (
    <Dialog open={open} title="Responses" onClose={onClose} size="wide">
      <div className="survey-table__filters">
        <Select
          label="Show"
          value={visibility}
          onChange={(event) => setVisibility(event.target.value as Visibility)}
          options={[
            { value: 'all', label: 'All responses' },
            { value: 'public', label: 'Public only' },
            { value: 'private', label: 'Private only' },
          ]}
        />
        <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        <Button
          variant="secondary"
          onClick={() => downloadText(responsesCsv(rows), `${projectKey}-survey-responses.csv`, 'text/csv')}
        >
          Export CSV
        </Button>
      </div>
      <p aria-live="polite">
        {rows.length} of {markers.length} responses
      </p>
      <div className="survey-table__scroll">
        <ActionsTable
          className="survey-table"
          headers={
            <>
              {header('submittedAt')}
              {header('private')}
              <th scope="col">Coordinate</th>
              {header('locationName')}
              {header('name')}
              <th scope="col">Concern</th>
              <th scope="col">Activities</th>
              <th scope="col">Photos</th>
            </>
          }
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{new Date(row.submittedAt).toLocaleString()}</td>
              <td>{row.private ? 'Private' : 'Public'}</td>
              <td>
                {row.lat.toFixed(4)}, {row.lng.toFixed(4)}
              </td>
              <td>{row.locationName}</td>
              <td>{row.name}</td>
              <td>{row.concern}</td>
              <td>{row.activities.join(', ')}</td>
              <td>{row.photos}</td>
              <td>
                <Button variant="ghost" onClick={() => onEdit(byId.get(row.id)!)}>
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </ActionsTable>
      </div>
    </Dialog>
  );
}
