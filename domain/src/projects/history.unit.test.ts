import { describe, expect, it } from 'vitest';
import {
  exampleAdminId,
  exampleConfiguration,
  exampleMemberId,
  exampleProjectEvents,
  exampleProjectId as projectId,
} from './examples.ts';
import { projectHistory, projectStateAt, type StoredProjectEvent } from './history.ts';
import { decideProject } from './project-commands.ts';
import { evolveProject, initialProjectState, type ProjectEvent } from './project.ts';

const events: ProjectEvent[] = [
  ...exampleProjectEvents(),
  { type: 'ProjectDetailsChanged', data: { projectId, changes: { title: 'Fort Peck Dam', startCalDay: 274 } } },
  { type: 'ProjectAccessChanged', data: { projectId, public: true, accessCodeHash: '$2b$10$hash' } },
  { type: 'AlternativeRecoloured', data: { projectId, key: 'Base', color: '#000000' } },
  { type: 'AlternativeEdited', data: { projectId, key: 'Alt 1', changes: { text: 'Alternative 1', autofill: true } } },
  { type: 'AlternativesReordered', data: { projectId, keys: ['Alt 1', 'Base'] } },
  { type: 'MemberAdded', data: { projectId, userId: exampleMemberId, role: 2 } },
  { type: 'MemberRoleChanged', data: { projectId, userId: exampleMemberId, role: 3 } },
  { type: 'ProjectRestored', data: { projectId, toVersion: 2 } },
];
const stored: StoredProjectEvent[] = events.map((event, index) => ({
  ...event,
  version: index + 1,
  metadata: { actorId: exampleAdminId, occurredAt: `2025-03-0${Math.min(index + 1, 9)}T10:00:00.000Z` },
}));
const names: Record<string, string> = { [exampleAdminId]: 'Ada Lovelace', [exampleMemberId]: 'Grace Hopper' };

describe('project history', () => {
  it('says who did what, when, in words', () => {
    const history = projectHistory(stored, (id) => names[id] ?? id);
    expect(history.map((entry) => [entry.version, entry.type, entry.changes])).toEqual([
      [
        1,
        'ProjectCreated',
        ['Project "fort-peck" created', 'Title "Fort Peck"', 'Access: public without an access code', '2 alternatives'],
      ],
      [2, 'MemberAdded', ['Ada Lovelace added as Admin']],
      [
        3,
        'ProjectDetailsChanged',
        ['Title changed from "Fort Peck" to "Fort Peck Dam"', 'Start of year changed from day 1 to day 274'],
      ],
      [4, 'ProjectAccessChanged', ['Access changed from public without an access code to public with an access code']],
      [5, 'AlternativeRecoloured', ['Alternative "Base" colour changed from #1f77b4 to #000000']],
      [
        6,
        'AlternativeEdited',
        ['Alternative "Alt 1" renamed to "Alternative 1"', 'Alternative "Alternative 1": autofill turned on'],
      ],
      [7, 'AlternativesReordered', ['Alternatives reordered: Alternative 1, Base']],
      [8, 'MemberAdded', ['Grace Hopper added as Collaborator']],
      [9, 'MemberRoleChanged', ["Grace Hopper's role changed from Collaborator to Read Only"]],
      [10, 'ProjectRestored', ['Configuration restored to version 2']],
    ]);
    expect(history[2]).toMatchObject({ actorId: exampleAdminId, occurredAt: '2025-03-03T10:00:00.000Z' });
  });

  it('names the location groups set, and says when they are cleared', () => {
    const grouped: StoredProjectEvent[] = [
      ...stored.slice(0, 2),
      {
        type: 'LocationGroupsChanged',
        data: {
          projectId,
          groups: [
            { name: 'Reservoirs', includes: ['Fort Peck Dam', 'Garrison Dam'] },
            { name: 'Gauges', includes: ['Wolf Point'] },
          ],
        },
      },
      { type: 'LocationGroupsChanged', data: { projectId, groups: [] } },
    ].map((event, index) => ({
      ...event,
      version: index + 1,
      metadata: { actorId: exampleAdminId, occurredAt: '2025-03-01T10:00:00.000Z' },
    }));
    const history = projectHistory(grouped, (id) => names[id] ?? id);
    expect(history.slice(2).map((entry) => entry.changes)).toEqual([
      ['Location groups: Reservoirs (2 locations), Gauges (1 location)'],
      ['Location groups cleared'],
    ]);
    const state = projectStateAt(grouped, 3);
    expect(state.status === 'created' ? state.configuration.locationGroups : null).toEqual([
      { name: 'Reservoirs', includes: ['Fort Peck Dam', 'Garrison Dam'] },
      { name: 'Gauges', includes: ['Wolf Point'] },
    ]);
  });

  it('names the default y-axis ranges set, and says when they are cleared', () => {
    const ranges: StoredProjectEvent[] = [
      ...stored.slice(0, 2),
      {
        type: 'YAxisDefaultsChanged',
        data: { projectId, defaults: [{ location: 'Fort Peck Dam', range: [0, 30000] }] },
      },
      { type: 'YAxisDefaultsChanged', data: { projectId, defaults: [] } },
    ].map((event, index) => ({
      ...event,
      version: index + 1,
      metadata: { actorId: exampleAdminId, occurredAt: '2025-03-01T10:00:00.000Z' },
    }));
    const history = projectHistory(ranges, (id) => names[id] ?? id);
    expect(history.slice(2).map((entry) => entry.changes)).toEqual([
      ['Default y-axis ranges: Fort Peck Dam locked to 0 to 30000'],
      ['Default y-axis ranges cleared'],
    ]);
    const state = projectStateAt(ranges, 3);
    expect(state.status === 'created' ? state.configuration.yAxisDefaults : null).toEqual([
      { location: 'Fort Peck Dam', range: [0, 30000] },
    ]);
  });

  it('lists a restore as one entry whose version holds the restored configuration', () => {
    const before = stored.slice(0, 9);
    const state = before.reduce((folded, event) => evolveProject(folded, event as ProjectEvent), initialProjectState());
    const restoredAt = '2025-03-10T10:00:00.000Z';
    const restore = decideProject(
      {
        type: 'RestoreProject',
        data: { actorId: exampleAdminId, toVersion: 2, configuration: exampleConfiguration(), restoreAccess: false },
      },
      state,
    ).map((event, index) => ({
      ...event,
      version: before.length + 1 + index,
      metadata: { actorId: exampleAdminId, occurredAt: restoredAt },
    }));
    expect(restore.length).toBeGreaterThan(2);
    const laterEdit: StoredProjectEvent = {
      type: 'AlternativeRecoloured',
      data: { projectId, key: 'Base', color: '#123456' },
      version: before.length + restore.length + 1,
      metadata: { actorId: exampleAdminId, occurredAt: restoredAt },
    };

    const history = projectHistory([...before, ...restore, laterEdit], (id) => names[id] ?? id);
    const entry = history.at(-2);
    expect(entry).toMatchObject({ type: 'ProjectRestored', version: before.length + restore.length });
    expect(entry?.changes[0]).toBe('Configuration restored to version 2');
    expect(entry?.changes).toContain('Alternative "Base" colour changed from #000000 to #1f77b4');
    expect(entry?.changes).toContain('Alternatives reordered: Base, Alt 1');
    // The entry's version is the restored configuration, bar the access the restore keeps.
    const restored = projectStateAt([...before, ...restore], entry?.version ?? 0);
    expect(restored.status === 'created' && restored.configuration.title).toBe(exampleConfiguration().title);
    expect(restored.status === 'created' && restored.configuration.alternatives).toEqual(
      exampleConfiguration().alternatives,
    );
    // A change after the restore is an entry of its own, even in the same millisecond.
    expect(history.at(-1)).toMatchObject({ type: 'AlternativeRecoloured', version: laterEdit.version });
  });

  it('folds the state as of any version', () => {
    const atTwo = projectStateAt(stored, 2);
    expect(atTwo.status === 'created' && atTwo.configuration).toEqual(exampleConfiguration());
    const atFive = projectStateAt(stored, 5);
    expect(atFive.status === 'created' && atFive.configuration).toMatchObject({
      title: 'Fort Peck Dam',
      startCalDay: 274,
      accessCodeHash: '$2b$10$hash',
    });
    expect(atFive.status === 'created' && atFive.configuration.alternatives[0]?.color).toBe('#000000');
    expect(projectStateAt(stored, 0)).toEqual({ status: 'none' });
  });
});
