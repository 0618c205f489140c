import { describe, it } from 'vitest';
import { OPERATOR_ACTOR_ID, SCHEDULE_ACTOR_ID } from '../aggregate/actors.ts';
import { deciderSpec } from '../aggregate/decider-spec.ts';
import { newProjectConfiguration, type DefaultChart } from './configuration.ts';
import {
  anAlternative,
  exampleAdminId,
  exampleConfiguration,
  exampleMemberId,
  exampleProjectEvents,
  exampleProjectId as projectId,
} from './examples.ts';
import {
  adminOnlyMessage,
  alreadyMemberMessage,
  duplicateAlternativeMessage,
  notMemberMessage,
  notObservedMessage,
  ownRoleMessage,
  projectDecider,
  projectNotFoundMessage,
  renamedToExistingMessage,
} from './project-commands.ts';
import type { ProjectEvent } from './project.ts';

const spec = deciderSpec(projectDecider);
const created = exampleProjectEvents();
const withCollaborator: ProjectEvent[] = [
  ...created,
  { type: 'MemberAdded', data: { projectId, userId: exampleMemberId, role: 2 } },
];
const change = (actorId: string, patch: object) => ({
  type: 'ChangeProjectConfiguration' as const,
  data: { actorId, patch },
});
const aDefaultChart = (fields: Partial<DefaultChart>): DefaultChart => ({
  chartType: 'single-alternative',
  location: '',
  selectedAlts: [],
  selectedAlt: '',
  lookupKey: '',
  pickYear: null,
  ...fields,
});

describe('creating a project', () => {
  it('starts from the defaults of a new project and makes the creator admin', () => {
    spec
      .given([])
      .when({
        type: 'CreateProject',
        data: { projectId, projectKey: 'fort-peck', createdBy: exampleAdminId, patch: { title: 'Fort Peck' } },
      })
      .then([
        {
          type: 'ProjectCreated',
          data: {
            projectId,
            projectKey: 'fort-peck',
            createdBy: exampleAdminId,
            configuration: { ...newProjectConfiguration(), title: 'Fort Peck' },
          },
        },
        { type: 'MemberAdded', data: { projectId, userId: exampleAdminId, role: 1 } },
      ]);
  });

  it('keeps submitted alternatives, access and map', () => {
    const patch = {
      alternatives: [
        {
          text: 'Base',
          description: '',
          dataSource: '',
          color: '#000',
          autofill: false,
          hidden: false,
          ignoreYears: [],
          ignoreValues: [],
          ignoreNegatives: false,
        },
      ],
      public: false,
      accessCode: { kind: 'set' as const, hash: '$2b$10$hash' },
      map: { zoom: 5 },
    };
    const defaults = newProjectConfiguration();
    spec
      .given([])
      .when({ type: 'CreateProject', data: { projectId, projectKey: 'k', createdBy: exampleAdminId, patch } })
      .then([
        {
          type: 'ProjectCreated',
          data: {
            projectId,
            projectKey: 'k',
            createdBy: exampleAdminId,
            configuration: {
              ...defaults,
              public: false,
              accessCodeHash: '$2b$10$hash',
              alternatives: [anAlternative('Base', { color: '#000' })],
              map: { ...defaults.map, zoom: 5 },
            },
          },
        },
        { type: 'MemberAdded', data: { projectId, userId: exampleAdminId, role: 1 } },
      ]);
  });

  it('refuses a key with spaces, and a second creation', () => {
    spec
      .given([])
      .when({
        type: 'CreateProject',
        data: { projectId, projectKey: 'fort peck', createdBy: exampleAdminId, patch: {} },
      })
      .thenRefuses('invalid', 'Project key must not contain spaces');
    spec
      .given(created)
      .when({
        type: 'CreateProject',
        data: { projectId, projectKey: 'fort-peck', createdBy: exampleAdminId, patch: {} },
      })
      .thenRefuses('conflict', 'This project already exists');
  });

  it('refuses duplicate alternative names and a disabled default chart type', () => {
    const twice = { alternatives: [anAlternative('Base'), anAlternative('Base', { key: 'other' })] };
    spec
      .given([])
      .when({ type: 'CreateProject', data: { projectId, projectKey: 'k', createdBy: exampleAdminId, patch: twice } })
      .thenRefuses('invalid', duplicateAlternativeMessage);
    const chart = {
      defaultChart: {
        chartType: 'period-of-record' as const,
        location: '',
        selectedAlts: [],
        selectedAlt: '',
        lookupKey: '',
        pickYear: null,
      },
    };
    spec
      .given([])
      .when({ type: 'CreateProject', data: { projectId, projectKey: 'k', createdBy: exampleAdminId, patch: chart } })
      .thenRefuses('invalid', 'Period of Record cannot be the default chart');
  });
});

describe('changing the configuration', () => {
  it('emits one event per kind of change, and nothing for an unchanged project', () => {
    spec
      .given(created)
      .when(change(exampleAdminId, { title: 'Fort Peck' }))
      .then([]);
    spec
      .given(created)
      .when(change(exampleAdminId, { title: 'Fort Peck Dam', public: false, enableDefaultChart: true }))
      .then([
        { type: 'ProjectDetailsChanged', data: { projectId, changes: { title: 'Fort Peck Dam' } } },
        { type: 'ProjectAccessChanged', data: { projectId, public: false, accessCodeHash: null } },
        { type: 'DefaultChartChanged', data: { projectId, enableDefaultChart: true, defaultChart: null } },
      ]);
  });

  it('turns the submitted alternative list into edits, hides, colours, additions and a reorder', () => {
    const [base, alt1] = exampleConfiguration().alternatives;
    const submitted = [
      anAlternative('Alt 2'),
      { ...alt1!, hidden: true },
      { ...base!, text: 'Baseline', color: '#123456' },
    ];
    spec
      .given(created)
      .when(change(exampleAdminId, { alternatives: submitted }))
      .then([
        { type: 'AlternativeHidden', data: { projectId, key: 'Alt 1' } },
        { type: 'AlternativeEdited', data: { projectId, key: 'Base', changes: { text: 'Baseline' } } },
        { type: 'AlternativeRecoloured', data: { projectId, key: 'Base', color: '#123456' } },
        { type: 'AlternativeAdded', data: { projectId, alternative: anAlternative('Alt 2') } },
        { type: 'AlternativesReordered', data: { projectId, keys: ['Alt 2', 'Alt 1', 'Base'] } },
      ]);
  });

  it("gives the edit message when an alternative is renamed to another one's name", () => {
    const [base, alt1] = exampleConfiguration().alternatives;
    spec
      .given(created)
      .when(change(exampleAdminId, { alternatives: [base, { ...alt1!, text: 'Base' }] }))
      .thenRefuses('invalid', renamedToExistingMessage);
  });

  it('refuses a default chart that newly names a hidden or unknown alternative', () => {
    const [base, alt1] = exampleConfiguration().alternatives;
    const hiding = { alternatives: [base!, { ...alt1!, hidden: true }] };
    const hidden = [...created, { type: 'AlternativeHidden' as const, data: { projectId, key: 'Alt 1' } }];
    const hiddenMessage = 'Hidden alternative: Alt 1. Pick an alternative that is shown.';
    spec
      .given(hidden)
      .when(change(exampleAdminId, { defaultChart: aDefaultChart({ selectedAlt: 'Alt 1' }) }))
      .thenRefuses('invalid', hiddenMessage);
    spec
      .given(hidden)
      .when(
        change(exampleAdminId, {
          defaultChart: aDefaultChart({ chartType: 'multiple-alternatives', selectedAlts: ['Base', 'Alt 1'] }),
        }),
      )
      .thenRefuses('invalid', hiddenMessage);
    spec
      .given(created)
      .when(change(exampleAdminId, { ...hiding, defaultChart: aDefaultChart({ selectedAlt: 'Alt 1' }) }))
      .thenRefuses('invalid', hiddenMessage);
    spec
      .given(created)
      .when(change(exampleAdminId, { defaultChart: aDefaultChart({ selectedAlt: 'Alt 9' }) }))
      .thenRefuses('invalid', 'Unknown alternative: Alt 9. Pick an alternative of the project.');
    spec
      .given([])
      .when({
        type: 'CreateProject',
        data: {
          projectId,
          projectKey: 'k',
          createdBy: exampleAdminId,
          patch: { ...hiding, defaultChart: aDefaultChart({ selectedAlt: 'Alt 1' }) },
        },
      })
      .thenRefuses('invalid', hiddenMessage);
  });

  it('hides an alternative the default chart names, which the chart may keep naming', () => {
    const [base, alt1] = exampleConfiguration().alternatives;
    const chart = aDefaultChart({ selectedAlt: 'Alt 1' });
    const named = [
      ...created,
      { type: 'DefaultChartChanged' as const, data: { projectId, enableDefaultChart: true, defaultChart: chart } },
    ];
    spec
      .given(named)
      .when(change(exampleAdminId, { alternatives: [base, { ...alt1!, hidden: true }] }))
      .then([{ type: 'AlternativeHidden', data: { projectId, key: 'Alt 1' } }]);
    const relocated = { ...chart, location: 'Wolf Point' };
    spec
      .given([...named, { type: 'AlternativeHidden', data: { projectId, key: 'Alt 1' } }])
      .when(change(exampleAdminId, { defaultChart: relocated }))
      .then([{ type: 'DefaultChartChanged', data: { projectId, enableDefaultChart: true, defaultChart: relocated } }]);
  });

  it('changes map position, markers and layers with events of their own', () => {
    const marker = { key: 'm1', name: 'Dam', text: '', location: '', lat: 48, lng: -106, color: '#f00' };
    const layer = { id: 'l1', name: 'Reach', url: 'layers/reach.geojson', description: '' };
    spec
      .given(created)
      .when(change(exampleAdminId, { map: { zoom: 7.6, markers: [marker], layers: [layer] } }))
      .then([
        { type: 'MapSettingsChanged', data: { projectId, changes: { zoom: 7.6 } } },
        { type: 'MarkerAdded', data: { projectId, marker } },
        { type: 'LayerAdded', data: { projectId, layer } },
      ]);
  });

  it('is for admins only: collaborators, read-only members and strangers are refused', () => {
    spec
      .given(withCollaborator)
      .when(change(exampleMemberId, { title: 'x' }))
      .thenRefuses('forbidden', adminOnlyMessage);
    spec
      .given(created)
      .when(change('stranger', { title: 'x' }))
      .thenRefuses('forbidden', adminOnlyMessage);
    spec
      .given([])
      .when(change(exampleAdminId, { title: 'x' }))
      .thenRefuses('not_found', projectNotFoundMessage);
  });
});

describe('adding an alternative', () => {
  it('appends it, refusing a name already used', () => {
    spec
      .given(created)
      .when({ type: 'AddAlternative', data: { actorId: exampleAdminId, alternative: anAlternative('Alt 2') } })
      .then([{ type: 'AlternativeAdded', data: { projectId, alternative: anAlternative('Alt 2') } }]);
    spec
      .given(created)
      .when({
        type: 'AddAlternative',
        data: { actorId: exampleAdminId, alternative: anAlternative('Base', { key: 'new' }) },
      })
      .thenRefuses('conflict', duplicateAlternativeMessage);
  });
});

describe('recording an observed refresh', () => {
  const gauged = anAlternative('Gauged', {
    observed: {
      service: 'usgs-waterservices',
      locations: [{ location: 'Creek', site: '03107698', parameter: '00060' }],
    },
  });
  const withGauged: ProjectEvent[] = [
    ...created,
    { type: 'AlternativeAdded', data: { projectId, alternative: gauged } },
  ];
  const refresh = (firstDay: string, lastDay: string, actorId = exampleAdminId) => ({
    type: 'RecordObservedRefresh' as const,
    data: { actorId, key: 'Gauged', range: { firstDay, lastDay } },
  });
  const refreshed = (firstDay: string, lastDay: string, addedFrom: string, addedTo: string): ProjectEvent => ({
    type: 'ObservedRecordRefreshed',
    data: { projectId, key: 'Gauged', firstDay, lastDay, addedFrom, addedTo },
  });

  it('records the whole record the first time, then only the days after the last refresh', () => {
    spec
      .given(withGauged)
      .when(refresh('2017-04-23', '2021-06-27'))
      .then([refreshed('2017-04-23', '2021-06-27', '2017-04-23', '2021-06-27')]);
    spec
      .given([...withGauged, refreshed('2017-04-23', '2021-06-27', '2017-04-23', '2021-06-27')])
      .when(refresh('2017-04-23', '2021-06-29', SCHEDULE_ACTOR_ID))
      .then([refreshed('2017-04-23', '2021-06-29', '2021-06-28', '2021-06-29')]);
  });

  it('records nothing for a refresh that brought no new days, however the earlier days changed', () => {
    const done = [...withGauged, refreshed('2017-04-23', '2021-06-29', '2017-04-23', '2021-06-29')];
    spec.given(done).when(refresh('2017-04-23', '2021-06-29')).then([]);
    spec
      .given(done)
      .when(refresh('2018-01-01', '2021-06-29', SCHEDULE_ACTOR_ID))
      .then([]);
    spec.given(done).when(refresh('2017-04-23', '2021-06-20')).then([]);
  });

  it('is for admins and the schedule, and for observed alternatives only', () => {
    spec
      .given([...withCollaborator, { type: 'AlternativeAdded', data: { projectId, alternative: gauged } }])
      .when(refresh('2017-04-23', '2021-06-29', exampleMemberId))
      .thenRefuses('forbidden', adminOnlyMessage);
    spec
      .given(withGauged)
      .when({
        type: 'RecordObservedRefresh',
        data: { actorId: exampleAdminId, key: 'Base', range: { firstDay: '2017-04-23', lastDay: '2017-04-23' } },
      })
      .thenRefuses('invalid', notObservedMessage);
  });
});

describe('members', () => {
  it('an admin adds a member once', () => {
    spec
      .given(created)
      .when({ type: 'AddMember', data: { actorId: exampleAdminId, userId: exampleMemberId, role: 2 } })
      .then([withCollaborator.at(-1)!]);
    spec
      .given(withCollaborator)
      .when({ type: 'AddMember', data: { actorId: exampleAdminId, userId: exampleMemberId, role: 3 } })
      .thenRefuses('conflict', alreadyMemberMessage);
    spec
      .given(withCollaborator)
      .when({ type: 'AddMember', data: { actorId: exampleMemberId, userId: 'someone', role: 3 } })
      .thenRefuses('forbidden', adminOnlyMessage);
  });

  it("an admin changes another member's role, never their own", () => {
    spec
      .given(withCollaborator)
      .when({ type: 'ChangeMemberRole', data: { actorId: exampleAdminId, userId: exampleMemberId, role: 3 } })
      .then([{ type: 'MemberRoleChanged', data: { projectId, userId: exampleMemberId, role: 3 } }]);
    spec
      .given(withCollaborator)
      .when({ type: 'ChangeMemberRole', data: { actorId: exampleAdminId, userId: exampleMemberId, role: 2 } })
      .then([]);
    spec
      .given(withCollaborator)
      .when({ type: 'ChangeMemberRole', data: { actorId: exampleAdminId, userId: exampleAdminId, role: 3 } })
      .thenRefuses('forbidden', ownRoleMessage);
    spec
      .given(withCollaborator)
      .when({ type: 'ChangeMemberRole', data: { actorId: exampleMemberId, userId: exampleMemberId, role: 1 } })
      .thenRefuses('forbidden', ownRoleMessage);
    spec
      .given(withCollaborator)
      .when({ type: 'ChangeMemberRole', data: { actorId: exampleAdminId, userId: 'nobody', role: 2 } })
      .thenRefuses('not_found', notMemberMessage);
    spec
      .given(withCollaborator)
      .when({ type: 'ChangeMemberRole', data: { actorId: exampleMemberId, userId: exampleAdminId, role: 3 } })
      .thenRefuses('forbidden', adminOnlyMessage);
  });
});

describe('restoring', () => {
  const renamed: ProjectEvent = { type: 'ProjectDetailsChanged', data: { projectId, changes: { title: 'Renamed' } } };
  const restoreBy = (actorId: string) => ({
    type: 'RestoreProject' as const,
    data: { actorId, toVersion: 2, configuration: exampleConfiguration(), restoreAccess: false },
  });
  const restoredEvents: ProjectEvent[] = [
    { type: 'ProjectRestored', data: { projectId, toVersion: 2, changes: 1 } },
    { type: 'ProjectDetailsChanged', data: { projectId, changes: { title: 'Fort Peck' } } },
  ];

  it('marks the restore and appends the changes back to the old configuration', () => {
    spec
      .given([...created, renamed])
      .when(restoreBy(exampleAdminId))
      .then(restoredEvents);
  });

  it('keeps who may enter (access code, public) unless the admin asks to restore it too', () => {
    const rotated: ProjectEvent = {
      type: 'ProjectAccessChanged',
      data: { projectId, public: false, accessCodeHash: '$2b$10$new' },
    };
    const before = exampleConfiguration({ accessCodeHash: '$2b$10$old' });
    const history = [...exampleProjectEvents(before), rotated, renamed];
    spec
      .given(history)
      .when({
        type: 'RestoreProject',
        data: { actorId: exampleAdminId, toVersion: 2, configuration: before, restoreAccess: false },
      })
      .then([
        { type: 'ProjectRestored', data: { projectId, toVersion: 2, changes: 1 } },
        { type: 'ProjectDetailsChanged', data: { projectId, changes: { title: 'Fort Peck' } } },
      ]);
    spec
      .given(history)
      .when({
        type: 'RestoreProject',
        data: { actorId: exampleAdminId, toVersion: 2, configuration: before, restoreAccess: true },
      })
      .then([
        { type: 'ProjectRestored', data: { projectId, toVersion: 2, changes: 2 } },
        { type: 'ProjectDetailsChanged', data: { projectId, changes: { title: 'Fort Peck' } } },
        { type: 'ProjectAccessChanged', data: { projectId, public: true, accessCodeHash: '$2b$10$old' } },
      ]);
  });

  it('appends nothing when the configuration already matches, and is for admins only', () => {
    spec
      .given(created)
      .when({
        type: 'RestoreProject',
        data: { actorId: exampleAdminId, toVersion: 1, configuration: exampleConfiguration(), restoreAccess: false },
      })
      .then([]);
    spec
      .given(withCollaborator)
      .when({
        type: 'RestoreProject',
        data: { actorId: exampleMemberId, toVersion: 1, configuration: exampleConfiguration(), restoreAccess: false },
      })
      .thenRefuses('forbidden', adminOnlyMessage);
  });

  it("is open to the operator's scripts, who are no member, but not to change anything else", () => {
    spec
      .given([...created, renamed])
      .when(restoreBy(OPERATOR_ACTOR_ID))
      .then(restoredEvents);
    spec
      .given(created)
      .when(change(OPERATOR_ACTOR_ID, { title: 'Renamed' }))
      .thenRefuses('forbidden', adminOnlyMessage);
    spec.given([]).when(restoreBy(OPERATOR_ACTOR_ID)).thenRefuses('not_found', projectNotFoundMessage);
  });
});
