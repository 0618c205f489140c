import { z } from 'zod';
import { eventParser, type EventsOf } from '../aggregate/event-schemas.ts';
import {
  alternativeSchema,
  defaultChartSchema,
  layerSchema,
  locationGroupsSchema,
  yAxisDefaultsSchema,
  mapPositionSchema,
  markerSchema,
  projectConfigurationSchema,
  startCalDaySchema,
  type ProjectConfiguration,
} from './configuration.ts';
import { projectRoleSchema, type ProjectRole } from './roles.ts';
import type { RecordRange } from '../observed/observed-record.ts';

const projectId = z.string().min(1);
const userId = z.string().min(1);
const keys = z.array(z.string());
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const projectDetailsSchema = z.object({
  title: z.string(),
  startCalDay: startCalDaySchema,
  mapSurveyEnabled: z.boolean(),
  onlyShowMapSurvey: z.boolean(),
});
export type ProjectDetails = z.output<typeof projectDetailsSchema>;

/** Fields of an alternative that `AlternativeEdited` carries; visibility and colour have events of their own. */
export const alternativeEditSchema = alternativeSchema.omit({ key: true, hidden: true, color: true }).partial();

/** A project's events, one per kind of change. Only a bcrypt hash of the access code is ever stored. */
export const projectEventSchemas = {
  ProjectCreated: z.object({
    projectId,
    projectKey: z.string().min(1),
    createdBy: userId,
    configuration: projectConfigurationSchema,
  }),
  ProjectDetailsChanged: z.object({ projectId, changes: projectDetailsSchema.partial() }),
  ProjectAccessChanged: z.object({ projectId, public: z.boolean(), accessCodeHash: z.string().nullable() }),
  DefaultChartChanged: z.object({
    projectId,
    enableDefaultChart: z.boolean(),
    defaultChart: defaultChartSchema.nullable(),
  }),
  AlternativeAdded: z.object({ projectId, alternative: alternativeSchema }),
  AlternativeEdited: z.object({ projectId, key: z.string(), changes: alternativeEditSchema }),
  AlternativeHidden: z.object({ projectId, key: z.string() }),
  AlternativeShown: z.object({ projectId, key: z.string() }),
  AlternativeRecoloured: z.object({ projectId, key: z.string(), color: z.string() }),
  AlternativeRemoved: z.object({ projectId, key: z.string() }),
  AlternativesReordered: z.object({ projectId, keys }),
  LocationGroupsChanged: z.object({ projectId, groups: locationGroupsSchema }),
  YAxisDefaultsChanged: z.object({ projectId, defaults: yAxisDefaultsSchema }),
  MapSettingsChanged: z.object({ projectId, changes: mapPositionSchema.partial() }),
  MarkerAdded: z.object({ projectId, marker: markerSchema }),
  MarkerEdited: z.object({ projectId, key: z.string(), changes: markerSchema.omit({ key: true }).partial() }),
  MarkerRemoved: z.object({ projectId, key: z.string() }),
  MarkersReordered: z.object({ projectId, keys }),
  LayerAdded: z.object({ projectId, layer: layerSchema }),
  LayerEdited: z.object({ projectId, id: z.string(), changes: layerSchema.omit({ id: true }).partial() }),
  LayerRemoved: z.object({ projectId, id: z.string() }),
  LayersReordered: z.object({ projectId, ids: keys }),
  /**
   * An observed alternative's gauge record was fetched again and held new days: the days it holds and those it added
   * (null only in events of earlier releases, which also recorded refreshes that added none).
   */
  ObservedRecordRefreshed: z.object({
    projectId,
    key: z.string(),
    firstDay: day,
    lastDay: day,
    addedFrom: day.nullable(),
    addedTo: day.nullable(),
  }),
  MemberAdded: z.object({ projectId, userId, role: projectRoleSchema }),
  MemberRoleChanged: z.object({ projectId, userId, role: projectRoleSchema }),
  /**
   * Marks a restore; the change events that bring the configuration back follow it in the same append, `changes`
   * of them (absent from restores recorded before it was counted).
   */
  ProjectRestored: z.object({
    projectId,
    toVersion: z.number().int().min(1),
    changes: z.number().int().min(1).optional(),
  }),
};

export type ProjectEvent = EventsOf<typeof projectEventSchemas>;
export type ProjectEventType = ProjectEvent['type'];
export type ProjectEventOf<Type extends ProjectEventType> = Extract<ProjectEvent, { type: Type }>;

export const parseProjectEvent = eventParser(projectEventSchemas);

export interface ProjectMember {
  userId: string;
  role: ProjectRole;
}

export type CreatedProject = {
  status: 'created';
  projectId: string;
  projectKey: string;
  createdBy: string;
  configuration: ProjectConfiguration;
  members: ProjectMember[];
  /** The days each observed alternative's record held at its last refresh, by alternative key. */
  observedRecords: Record<string, RecordRange>;
};

export type ProjectState = { status: 'none' } | CreatedProject;

export const initialProjectState = (): ProjectState => ({ status: 'none' });

export function roleOf(state: ProjectState, userId: string): ProjectRole | null {
  if (state.status !== 'created') return null;
  return state.members.find((member) => member.userId === userId)?.role ?? null;
}

/** Applies an event to the project's configuration; events that do not touch the configuration leave it as it is. */
export function evolveConfiguration(configuration: ProjectConfiguration, event: ProjectEvent): ProjectConfiguration {
  switch (event.type) {
    case 'ProjectCreated':
      return event.data.configuration;
    case 'ProjectDetailsChanged':
      return { ...configuration, ...event.data.changes };
    case 'ProjectAccessChanged':
      return { ...configuration, public: event.data.public, accessCodeHash: event.data.accessCodeHash };
    case 'DefaultChartChanged':
      return {
        ...configuration,
        enableDefaultChart: event.data.enableDefaultChart,
        defaultChart: event.data.defaultChart,
      };
    case 'AlternativeAdded':
      return { ...configuration, alternatives: [...configuration.alternatives, event.data.alternative] };
    case 'AlternativeEdited': {
      const { key, changes } = event.data;
      return {
        ...configuration,
        alternatives: updateWhere(
          configuration.alternatives,
          (a) => a.key === key,
          (a) => ({ ...a, ...changes }),
        ),
      };
    }
    case 'AlternativeHidden':
    case 'AlternativeShown': {
      const hidden = event.type === 'AlternativeHidden';
      const { key } = event.data;
      return {
        ...configuration,
        alternatives: updateWhere(
          configuration.alternatives,
          (a) => a.key === key,
          (a) => ({ ...a, hidden }),
        ),
      };
    }
    case 'AlternativeRecoloured': {
      const { key, color } = event.data;
      return {
        ...configuration,
        alternatives: updateWhere(
          configuration.alternatives,
          (a) => a.key === key,
          (a) => ({ ...a, color }),
        ),
      };
    }
    case 'AlternativeRemoved':
      return { ...configuration, alternatives: configuration.alternatives.filter((a) => a.key !== event.data.key) };
    case 'AlternativesReordered':
      return { ...configuration, alternatives: reorder(configuration.alternatives, event.data.keys, (a) => a.key) };
    case 'LocationGroupsChanged':
      return { ...configuration, locationGroups: event.data.groups };
    case 'YAxisDefaultsChanged':
      return { ...configuration, yAxisDefaults: event.data.defaults };
    case 'MapSettingsChanged':
      return { ...configuration, map: { ...configuration.map, ...event.data.changes } };
    case 'MarkerAdded':
      return withMap(configuration, { markers: [...configuration.map.markers, event.data.marker] });
    case 'MarkerEdited': {
      const { key, changes } = event.data;
      return withMap(configuration, {
        markers: updateWhere(
          configuration.map.markers,
          (m) => m.key === key,
          (m) => ({ ...m, ...changes }),
        ),
      });
    }
    case 'MarkerRemoved':
      return withMap(configuration, { markers: configuration.map.markers.filter((m) => m.key !== event.data.key) });
    case 'MarkersReordered':
      return withMap(configuration, { markers: reorder(configuration.map.markers, event.data.keys, (m) => m.key) });
    case 'LayerAdded':
      return withMap(configuration, { layers: [...configuration.map.layers, event.data.layer] });
    case 'LayerEdited': {
      const { id, changes } = event.data;
      return withMap(configuration, {
        layers: updateWhere(
          configuration.map.layers,
          (l) => l.id === id,
          (l) => ({ ...l, ...changes }),
        ),
      });
    }
    case 'LayerRemoved':
      return withMap(configuration, { layers: configuration.map.layers.filter((l) => l.id !== event.data.id) });
    case 'LayersReordered':
      return withMap(configuration, { layers: reorder(configuration.map.layers, event.data.ids, (l) => l.id) });
    case 'MemberAdded':
    case 'MemberRoleChanged':
    case 'ObservedRecordRefreshed':
    case 'ProjectRestored':
      return configuration;
  }
}

export function evolveProject(state: ProjectState, event: ProjectEvent): ProjectState {
  if (event.type === 'ProjectCreated') {
    const { projectId, projectKey, createdBy, configuration } = event.data;
    return { status: 'created', projectId, projectKey, createdBy, configuration, members: [], observedRecords: {} };
  }
  if (state.status !== 'created') return state;
  switch (event.type) {
    case 'MemberAdded':
      return { ...state, members: [...state.members, { userId: event.data.userId, role: event.data.role }] };
    case 'MemberRoleChanged': {
      const { userId, role } = event.data;
      return {
        ...state,
        members: updateWhere(
          state.members,
          (m) => m.userId === userId,
          (m) => ({ ...m, role }),
        ),
      };
    }
    case 'ObservedRecordRefreshed': {
      const { key, firstDay, lastDay } = event.data;
      return { ...state, observedRecords: { ...state.observedRecords, [key]: { firstDay, lastDay } } };
    }
    case 'AlternativeAdded':
    case 'AlternativeRemoved': {
      // A new alternative under a key once used starts its record afresh.
      const key = event.type === 'AlternativeAdded' ? event.data.alternative.key : event.data.key;
      const observedRecords = Object.fromEntries(
        Object.entries(state.observedRecords).filter(([recorded]) => recorded !== key),
      );
      return { ...state, observedRecords, configuration: evolveConfiguration(state.configuration, event) };
    }
    default:
      return { ...state, configuration: evolveConfiguration(state.configuration, event) };
  }
}

function withMap(
  configuration: ProjectConfiguration,
  changes: Partial<ProjectConfiguration['map']>,
): ProjectConfiguration {
  return { ...configuration, map: { ...configuration.map, ...changes } };
}

function updateWhere<T>(items: readonly T[], matches: (item: T) => boolean, update: (item: T) => T): T[] {
  return items.map((item) => (matches(item) ? update(item) : item));
}

/** Puts items in the order of `order`; items it does not name keep their relative order at the end. */
function reorder<T>(items: readonly T[], order: readonly string[], keyOf: (item: T) => string): T[] {
  const rank = new Map(order.map((key, index) => [key, index]));
  const rankOf = (item: T) => rank.get(keyOf(item)) ?? order.length;
  return [...items].sort((a, b) => rankOf(a) - rankOf(b));
}
