import { z } from 'zod';
import {
  alternativeFromInput,
  alternativeInputSchema,
  defaultChartInputSchema,
  locationGroupsSchema,
  yAxisDefaultsSchema,
  mapSettingsInputSchema,
  startCalDaySchema,
  type Alternative,
  type MapPosition,
  type MapSettings,
  type ProjectConfiguration,
} from './configuration.ts';
import { isDeepEqual } from './deep-equal.ts';
import { changedFields, diffKeyedList } from './keyed-list-diff.ts';
import { alternativeEditSchema, type ProjectDetails, type ProjectEvent } from './project.ts';

/** The project's `data` as a client submits it: every field may be left out and then keeps its value. */
export const projectDataInputSchema = z.object({
  title: z.string({ error: 'title must be text' }).trim().max(200, 'title is longer than 200 characters').optional(),
  startCalDay: startCalDaySchema.optional(),
  mapSurveyEnabled: z.boolean().optional(),
  onlyShowMapSurvey: z.boolean().optional(),
  enableDefaultChart: z.boolean().optional(),
  defaultChart: defaultChartInputSchema.nullable().optional(),
  alternatives: z.array(alternativeInputSchema).max(200, 'A project has at most 200 alternatives').optional(),
  locationGroups: locationGroupsSchema.optional(),
  yAxisDefaults: yAxisDefaultsSchema.optional(),
  map: mapSettingsInputSchema.optional(),
});
export type ProjectDataInput = z.output<typeof projectDataInputSchema>;

/** What to do with the access code: the hash comes from the caller, who alone sees the code. */
export type AccessCodeChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; hash: string };

export interface ConfigurationPatch extends ProjectDataInput {
  public?: boolean;
  accessCode?: AccessCodeChange;
}

/** The configuration a patch asks for, starting from `current`. */
export function applyConfigurationPatch(
  current: ProjectConfiguration,
  patch: ConfigurationPatch,
): ProjectConfiguration {
  const map = patch.map ?? {};
  return {
    title: patch.title ?? current.title,
    startCalDay: patch.startCalDay ?? current.startCalDay,
    mapSurveyEnabled: patch.mapSurveyEnabled ?? current.mapSurveyEnabled,
    onlyShowMapSurvey: patch.onlyShowMapSurvey ?? current.onlyShowMapSurvey,
    public: patch.public ?? current.public,
    accessCodeHash: accessCodeHashAfter(current.accessCodeHash, patch.accessCode ?? { kind: 'keep' }),
    enableDefaultChart: patch.enableDefaultChart ?? current.enableDefaultChart,
    defaultChart: patch.defaultChart === undefined ? current.defaultChart : patch.defaultChart,
    alternatives: patch.alternatives?.map(alternativeFromInput) ?? current.alternatives,
    locationGroups: patch.locationGroups ?? current.locationGroups,
    yAxisDefaults: patch.yAxisDefaults ?? current.yAxisDefaults,
    map: {
      lat: map.lat ?? current.map.lat,
      lng: map.lng ?? current.map.lng,
      zoom: map.zoom ?? current.map.zoom,
      bearing: map.bearing ?? current.map.bearing,
      pitch: map.pitch ?? current.map.pitch,
      markers: map.markers ?? current.map.markers,
      layers: map.layers ?? current.map.layers,
    },
  };
}

function accessCodeHashAfter(current: string | null, change: AccessCodeChange): string | null {
  switch (change.kind) {
    case 'keep':
      return current;
    case 'remove':
      return null;
    case 'set':
      return change.hash;
  }
}

/** The events that turn configuration `before` into `after`, one per kind of change; none when they are equal. */
export function configurationChangeEvents(
  projectId: string,
  before: ProjectConfiguration,
  after: ProjectConfiguration,
): ProjectEvent[] {
  const events: ProjectEvent[] = [];

  const details = changedFields<ProjectDetails>(detailsOf(before), detailsOf(after));
  if (Object.keys(details).length > 0)
    events.push({ type: 'ProjectDetailsChanged', data: { projectId, changes: details } });

  if (before.public !== after.public || before.accessCodeHash !== after.accessCodeHash) {
    events.push({
      type: 'ProjectAccessChanged',
      data: { projectId, public: after.public, accessCodeHash: after.accessCodeHash },
    });
  }

  if (before.enableDefaultChart !== after.enableDefaultChart || !isDeepEqual(before.defaultChart, after.defaultChart)) {
    events.push({
      type: 'DefaultChartChanged',
      data: { projectId, enableDefaultChart: after.enableDefaultChart, defaultChart: after.defaultChart },
    });
  }

  events.push(...alternativeEvents(projectId, before.alternatives, after.alternatives));

  if (!isDeepEqual(before.locationGroups, after.locationGroups))
    events.push({ type: 'LocationGroupsChanged', data: { projectId, groups: after.locationGroups } });
  if (!isDeepEqual(before.yAxisDefaults, after.yAxisDefaults))
    events.push({ type: 'YAxisDefaultsChanged', data: { projectId, defaults: after.yAxisDefaults } });

  const position = changedFields(positionOf(before.map), positionOf(after.map));
  if (Object.keys(position).length > 0)
    events.push({ type: 'MapSettingsChanged', data: { projectId, changes: position } });

  const markers = diffKeyedList(before.map.markers, after.map.markers, (marker) => marker.key);
  for (const key of markers.removed) events.push({ type: 'MarkerRemoved', data: { projectId, key } });
  for (const { key, changes } of markers.changed)
    events.push({ type: 'MarkerEdited', data: { projectId, key, changes: without(changes, 'key') } });
  for (const marker of markers.added) events.push({ type: 'MarkerAdded', data: { projectId, marker } });
  if (markers.order) events.push({ type: 'MarkersReordered', data: { projectId, keys: markers.order } });

  const layers = diffKeyedList(before.map.layers, after.map.layers, (layer) => layer.id);
  for (const id of layers.removed) events.push({ type: 'LayerRemoved', data: { projectId, id } });
  for (const { key: id, changes } of layers.changed)
    events.push({ type: 'LayerEdited', data: { projectId, id, changes: without(changes, 'id') } });
  for (const layer of layers.added) events.push({ type: 'LayerAdded', data: { projectId, layer } });
  if (layers.order) events.push({ type: 'LayersReordered', data: { projectId, ids: layers.order } });

  return events;
}

function positionOf(map: MapSettings): MapPosition {
  const { lat, lng, zoom, bearing, pitch } = map;
  return { lat, lng, zoom, bearing, pitch };
}

function without<Item extends object, Field extends keyof Item>(item: Item, field: Field): Omit<Item, Field> {
  const copy = { ...item };
  delete copy[field];
  return copy;
}

function detailsOf(configuration: ProjectConfiguration): ProjectDetails {
  const { title, startCalDay, mapSurveyEnabled, onlyShowMapSurvey } = configuration;
  return { title, startCalDay, mapSurveyEnabled, onlyShowMapSurvey };
}

const editableAlternativeFields = Object.keys(alternativeEditSchema.shape) as (keyof z.output<
  typeof alternativeEditSchema
>)[];

function alternativeEvents(projectId: string, before: Alternative[], after: Alternative[]): ProjectEvent[] {
  const diff = diffKeyedList(before, after, (alternative) => alternative.key);
  const events: ProjectEvent[] = diff.removed.map((key) => ({ type: 'AlternativeRemoved', data: { projectId, key } }));
  for (const { key, changes } of diff.changed) {
    const edited = Object.fromEntries(
      editableAlternativeFields.filter((field) => field in changes).map((field) => [field, changes[field]]),
    );
    if (Object.keys(edited).length > 0)
      events.push({ type: 'AlternativeEdited', data: { projectId, key, changes: edited } });
    if (changes.color !== undefined)
      events.push({ type: 'AlternativeRecoloured', data: { projectId, key, color: changes.color } });
    if (changes.hidden !== undefined)
      events.push({ type: changes.hidden ? 'AlternativeHidden' : 'AlternativeShown', data: { projectId, key } });
  }
  for (const alternative of diff.added) events.push({ type: 'AlternativeAdded', data: { projectId, alternative } });
  if (diff.order) events.push({ type: 'AlternativesReordered', data: { projectId, keys: diff.order } });
  return events;
}
