import { chartTypeLabels } from '@waterline/domain/projects/chart-types';
import { Fragment } from 'react';
import { accessStateOf } from '../../model/access-state.ts';
import { fileNameOf } from '../../../../lib/blob-keys.ts';
import { ACCESS_WARNINGS } from '../../messages.ts';
import type { AdminProject } from '../../types.ts';

const onOff = (value: boolean): string => (value ? 'On' : 'Off');

/** A read-only view of the project's configuration as of one version: details, alternatives, location groups and map. */
export function ProjectSnapshot({ project }: { project: AdminProject }) {
  const { data } = project;
  const chart = data.defaultChart;
  return (
    <div className="snapshot">
      <section aria-labelledby="snapshot-details">
        <h3 id="snapshot-details">Details</h3>
        <dl className="snapshot__facts">
          <dt>Title</dt>
          <dd>{data.title || '(no title)'}</dd>
          <dt>Access</dt>
          <dd>{ACCESS_WARNINGS[accessStateOf(project.public, project.hasAccessCode)]}</dd>
          <dt>Start of year</dt>
          <dd>Day {data.startCalDay}</dd>
          <dt>Map survey</dt>
          <dd>
            {onOff(data.mapSurveyEnabled)}
            {data.onlyShowMapSurvey && ' (only the map survey is shown)'}
          </dd>
          <dt>Default chart</dt>
          <dd>
            {data.enableDefaultChart && chart
              ? `${chartTypeLabels[chart.chartType]}${chart.location ? ` at ${chart.location}` : ''}`
              : 'Off'}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="snapshot-alternatives">
        <h3 id="snapshot-alternatives">Alternatives</h3>
        {data.alternatives.length === 0 ? (
          <p className="admin-empty">No alternatives.</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Data file</th>
                <th scope="col">Shown</th>
              </tr>
            </thead>
            <tbody>
              {data.alternatives.map((alternative) => (
                <tr key={alternative.key}>
                  <td>
                    <span className="marker-name">
                      <span className="marker-dot" style={{ background: alternative.color }} aria-hidden="true" />
                      {alternative.text}
                    </span>
                  </td>
                  <td className="admin-list__file">{fileNameOf(alternative.dataSource) || '—'}</td>
                  <td>{alternative.hidden ? 'Hidden' : 'Shown'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="snapshot-location-groups">
        <h3 id="snapshot-location-groups">Location groups</h3>
        {data.locationGroups.length === 0 ? (
          <p className="admin-empty">No location groups.</p>
        ) : (
          <dl className="snapshot__facts">
            {data.locationGroups.map((group) => (
              <Fragment key={group.name}>
                <dt>{group.name}</dt>
                <dd>{group.includes.join(', ')}</dd>
              </Fragment>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="snapshot-map">
        <h3 id="snapshot-map">Map</h3>
        <dl className="snapshot__facts">
          <dt>Centre</dt>
          <dd>
            {data.map.lat}, {data.map.lng}
          </dd>
          <dt>Zoom, pitch, bearing</dt>
          <dd>
            {data.map.zoom}, {data.map.pitch}, {data.map.bearing}
          </dd>
          <dt>Markers</dt>
          <dd>{data.map.markers.length === 0 ? 'None' : data.map.markers.map((marker) => marker.name).join(', ')}</dd>
          <dt>GIS layers</dt>
          <dd>{data.map.layers.length === 0 ? 'None' : data.map.layers.map((layer) => layer.name).join(', ')}</dd>
        </dl>
      </section>
    </div>
  );
}
