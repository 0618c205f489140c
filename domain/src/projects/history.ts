import { assertNever } from '../aggregate/decider.ts';
import { chartTypeLabels } from './chart-types.ts';
import type { ProjectConfiguration } from './configuration.ts';
import { isDeepEqual } from './deep-equal.ts';
import {
  evolveProject,
  initialProjectState,
  parseProjectEvent,
  roleOf,
  type ProjectEvent,
  type ProjectState,
} from './project.ts';
import { roleNames } from './roles.ts';

/** A project event as stored: enough of the envelope to say who did what and when. */
export interface StoredProjectEvent {
  type: string;
  data: unknown;
  version: number;
  metadata: { actorId: string; occurredAt: string };
}

/** One line of a project's history: who, when, which event, and what changed in words. */
export interface HistoryEntry {
  version: number;
  type: string;
  occurredAt: string;
  actorId: string;
  changes: string[];
}

/** The project as of `version`: the stream's events up to and including it, folded. */
export function projectStateAt(events: readonly StoredProjectEvent[], version: number): ProjectState {
  let state = initialProjectState();
  for (const stored of events) {
    if (stored.version > version) break;
    const event = parseProjectEvent(stored);
    if (event) state = evolveProject(state, event);
  }
  return state;
}

/**
 * The project's history in stream order. `nameOf` turns a user id into a name for the member lines. A restore is
 * one entry: the changes it made (the events after its ProjectRestored event) are its lines, and its version is
 * the last of them, so the entry's version holds the restored configuration.
 */
export function projectHistory(
  events: readonly StoredProjectEvent[],
  nameOf: (userId: string) => string,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  let state = initialProjectState();
  let restore: { entry: HistoryEntry; changesLeft: number } | null = null;
  for (const stored of events) {
    const event = parseProjectEvent(stored);
    if (!event) continue;
    const changes = describeProjectEvent(event, state, nameOf);
    state = evolveProject(state, event);
    if (restore && restore.changesLeft > 0) {
      restore.entry.version = stored.version;
      restore.entry.changes.push(...changes);
      restore.changesLeft -= 1;
      continue;
    }
    const entry: HistoryEntry = {
      version: stored.version,
      type: event.type,
      occurredAt: stored.metadata.occurredAt,
      actorId: stored.metadata.actorId,
      changes,
    };
    entries.push(entry);
    restore = event.type === 'ProjectRestored' ? { entry, changesLeft: event.data.changes ?? 0 } : null;
  }
  return entries;
}

/** Readable lines for one event, given the state just before it. */
export function describeProjectEvent(
  event: ProjectEvent,
  before: ProjectState,
  nameOf: (userId: string) => string,
): string[] {
  const configuration = before.status === 'created' ? before.configuration : null;
  const alternativeName = (key: string) => configuration?.alternatives.find((a) => a.key === key)?.text ?? key;
  const markerName = (key: string) => configuration?.map.markers.find((m) => m.key === key)?.name ?? key;
  const layerName = (id: string) => configuration?.map.layers.find((l) => l.id === id)?.name ?? id;

  switch (event.type) {
    case 'ProjectCreated': {
      const created = event.data.configuration;
      return [
        `Project "${event.data.projectKey}" created`,
        created.title ? `Title "${created.title}"` : 'No title yet',
        `Access: ${accessWords(created.public, created.accessCodeHash)}`,
        `${count(created.alternatives.length, 'alternative')}`,
      ];
    }
    case 'ProjectDetailsChanged':
      return detailLines(event.data.changes, configuration);
    case 'ProjectAccessChanged': {
      const was = configuration ? accessWords(configuration.public, configuration.accessCodeHash) : 'unknown';
      const now = accessWords(event.data.public, event.data.accessCodeHash);
      if (was !== now) return [`Access changed from ${was} to ${now}`];
      return ['Access code changed'];
    }
    case 'DefaultChartChanged': {
      const lines: string[] = [];
      if (!configuration || configuration.enableDefaultChart !== event.data.enableDefaultChart) {
        lines.push(event.data.enableDefaultChart ? 'Default chart enabled' : 'Default chart disabled');
      }
      const chart = event.data.defaultChart;
      if (!configuration || !isDeepEqual(configuration.defaultChart, chart)) {
        lines.push(
          chart
            ? `Default chart set to ${chartTypeLabels[chart.chartType]}${chart.location ? ` at ${chart.location}` : ''}`
            : 'Default chart cleared',
        );
      }
      return lines;
    }
    case 'AlternativeAdded':
      return [`Alternative "${event.data.alternative.text}" added`];
    case 'AlternativeEdited': {
      const name = alternativeName(event.data.key);
      const { text, ...others } = event.data.changes;
      const lines = text !== undefined ? [`Alternative "${name}" renamed to "${text}"`] : [];
      for (const [field, value] of Object.entries(others))
        lines.push(`Alternative "${text ?? name}": ${alternativeFieldWords(field, value)}`);
      return lines;
    }
    case 'AlternativeHidden':
      return [`Alternative "${alternativeName(event.data.key)}" hidden`];
    case 'AlternativeShown':
      return [`Alternative "${alternativeName(event.data.key)}" shown`];
    case 'AlternativeRecoloured': {
      const previous = configuration?.alternatives.find((a) => a.key === event.data.key)?.color;
      return [
        `Alternative "${alternativeName(event.data.key)}" colour changed${previous ? ` from ${previous}` : ''} to ${event.data.color}`,
      ];
    }
    case 'AlternativeRemoved':
      return [`Alternative "${alternativeName(event.data.key)}" removed`];
    case 'AlternativesReordered':
      return [`Alternatives reordered: ${event.data.keys.map(alternativeName).join(', ')}`];
    case 'LocationGroupsChanged':
      return event.data.groups.length === 0
        ? ['Location groups cleared']
        : [
            `Location groups: ${event.data.groups.map((group) => `${group.name} (${count(group.includes.length, 'location')})`).join(', ')}`,
          ];
    case 'YAxisDefaultsChanged':
      return event.data.defaults.length === 0
        ? ['Default y-axis ranges cleared']
        : [
            `Default y-axis ranges: ${event.data.defaults.map(({ location, range: [min, max] }) => `${location} locked to ${min} to ${max}`).join(', ')}`,
          ];
    case 'MapSettingsChanged':
      return Object.entries(event.data.changes).map(([field, value]) => {
        const previous = configuration?.map[field as keyof ProjectConfiguration['map']];
        return `Map ${mapFieldNames[field] ?? field} changed${typeof previous === 'number' ? ` from ${previous}` : ''} to ${String(value)}`;
      });
    case 'MarkerAdded':
      return [`Marker "${event.data.marker.name}" added`];
    case 'MarkerEdited':
      return [`Marker "${markerName(event.data.key)}" edited: ${Object.keys(event.data.changes).join(', ')} changed`];
    case 'MarkerRemoved':
      return [`Marker "${markerName(event.data.key)}" removed`];
    case 'MarkersReordered':
      return [`Markers reordered: ${event.data.keys.map(markerName).join(', ')}`];
    case 'LayerAdded':
      return [`Layer "${event.data.layer.name}" added`];
    case 'LayerEdited':
      return [`Layer "${layerName(event.data.id)}" edited: ${Object.keys(event.data.changes).join(', ')} changed`];
    case 'LayerRemoved':
      return [`Layer "${layerName(event.data.id)}" removed`];
    case 'LayersReordered':
      return [`Layers reordered: ${event.data.ids.map(layerName).join(', ')}`];
    case 'ObservedRecordRefreshed': {
      const { firstDay, lastDay, addedFrom, addedTo } = event.data;
      const added = addedFrom && addedTo ? `added ${addedFrom} to ${addedTo}` : 'no new days';
      return [
        `Observed record of "${alternativeName(event.data.key)}" refreshed: ${added} (record ${firstDay} to ${lastDay})`,
      ];
    }
    case 'MemberAdded':
      return [`${nameOf(event.data.userId)} added as ${roleNames[event.data.role]}`];
    case 'MemberRoleChanged': {
      const previous = roleOf(before, event.data.userId);
      return [
        `${nameOf(event.data.userId)}'s role changed${previous ? ` from ${roleNames[previous]}` : ''} to ${roleNames[event.data.role]}`,
      ];
    }
    case 'ProjectRestored':
      return [`Configuration restored to version ${event.data.toVersion}`];
    default:
      return assertNever(event);
  }
}

const mapFieldNames: Record<string, string> = {
  lat: 'latitude',
  lng: 'longitude',
  zoom: 'zoom',
  bearing: 'bearing',
  pitch: 'pitch',
};

function accessWords(isPublic: boolean, accessCodeHash: string | null): string {
  if (!isPublic) return 'members only';
  return accessCodeHash ? 'public with an access code' : 'public without an access code';
}

function detailLines(
  changes: Partial<Pick<ProjectConfiguration, 'title' | 'startCalDay' | 'mapSurveyEnabled' | 'onlyShowMapSurvey'>>,
  before: ProjectConfiguration | null,
): string[] {
  const lines: string[] = [];
  if (changes.title !== undefined) lines.push(`Title changed from "${before?.title ?? ''}" to "${changes.title}"`);
  if (changes.startCalDay !== undefined)
    lines.push(`Start of year changed from day ${before?.startCalDay ?? '?'} to day ${changes.startCalDay}`);
  if (changes.mapSurveyEnabled !== undefined)
    lines.push(changes.mapSurveyEnabled ? 'Map survey enabled' : 'Map survey disabled');
  if (changes.onlyShowMapSurvey !== undefined)
    lines.push(changes.onlyShowMapSurvey ? 'Only the map survey is shown' : 'Charts are shown besides the map survey');
  return lines;
}

function alternativeFieldWords(field: string, value: unknown): string {
  switch (field) {
    case 'description':
      return 'description changed';
    case 'dataSource':
      return 'data source changed';
    case 'autofill':
      return value ? 'autofill turned on' : 'autofill turned off';
    case 'ignoreNegatives':
      return value ? 'negative values ignored' : 'negative values kept';
    case 'ignoreYears':
      return `ignored years: ${listWords(value)}`;
    case 'ignoreValues':
      return `ignored values: ${listWords(value)}`;
    case 'observed':
      return 'gauges changed';
    default:
      return `${field} changed`;
  }
}

function listWords(value: unknown): string {
  return Array.isArray(value) && value.length > 0 ? value.join(', ') : 'none';
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
