import { describe, it } from 'vitest';
import { deciderSpec } from '../aggregate/decider-spec.ts';
import { exampleAdminId, exampleMemberId, exampleProjectId as projectId } from '../projects/examples.ts';
import {
  aSteppedThreshold,
  aThreshold,
  aWindowedRange,
  exampleThresholdAdded,
  exampleThresholdId as thresholdId,
} from './examples.ts';
import {
  notThresholdEditorMessage,
  notThresholdOwnerMessage,
  readOnlyThresholdMessage,
  thresholdDecider,
  thresholdExistsMessage,
  thresholdNotFoundMessage,
  wrongPasswordMessage,
} from './threshold-commands.ts';
import type { ThresholdActor } from './threshold-rights.ts';

const spec = deciderSpec(thresholdDecider);
const visitor = { userId: null, role: null };
const collaborator = { userId: exampleMemberId, role: 2 as const };
const admin = { userId: exampleAdminId, role: 1 as const };
const readOnly = { userId: 'reader', role: 3 as const };
const addedByCollaborator = exampleThresholdAdded(projectId, exampleMemberId);
const deleted = { type: 'ThresholdDeleted' as const, data: { thresholdId, projectId } };

describe('adding a threshold', () => {
  it('records each kind with who added it (null for a visitor)', () => {
    for (const data of [aThreshold(), aWindowedRange(), aSteppedThreshold()]) {
      spec
        .given([])
        .when({ type: 'AddThreshold', data: { thresholdId, projectId, data, actor: visitor } })
        .then([exampleThresholdAdded(projectId, null, data)]);
    }
    spec
      .given([])
      .when({ type: 'AddThreshold', data: { thresholdId, projectId, data: aThreshold(), actor: collaborator } })
      .then([addedByCollaborator]);
  });

  it('refuses a threshold that cannot be drawn, with the reason', () => {
    const add = (data: ReturnType<typeof aThreshold>) =>
      spec.given([]).when({ type: 'AddThreshold', data: { thresholdId, projectId, data, actor: collaborator } });
    add(aThreshold({ value: 'high' })).thenRefuses('invalid', 'The value is not a number.');
    add(aWindowedRange({ lowerRange: 2300 })).thenRefuses('invalid', 'The lower range is above the upper range.');
    add(aSteppedThreshold({ steps: [1, 2, 3] })).thenRefuses(
      'invalid',
      'The steps must have 365 entries, one per day.',
    );
    add(aWindowedRange({ endWindow: undefined })).thenRefuses(
      'invalid',
      'The date window must run between days 1 and 365.',
    );
  });

  it('refuses Read Only members and a second add with the same id', () => {
    spec
      .given([])
      .when({ type: 'AddThreshold', data: { thresholdId, projectId, data: aThreshold(), actor: readOnly } })
      .thenRefuses('forbidden', readOnlyThresholdMessage);
    spec
      .given([addedByCollaborator])
      .when({ type: 'AddThreshold', data: { thresholdId, projectId, data: aThreshold(), actor: collaborator } })
      .thenRefuses('conflict', thresholdExistsMessage);
  });
});

describe('editing a threshold', () => {
  const edited = aThreshold({ value: 2170, location: 'Fort Peck Outflow' });

  it('records the new data when the user who added it, or an admin, edits it', () => {
    for (const actor of [collaborator, admin]) {
      spec
        .given([addedByCollaborator])
        .when({ type: 'EditThreshold', data: { thresholdId, projectId, data: edited, actor } })
        .then([{ type: 'ThresholdEdited', data: { thresholdId, projectId, data: edited } }]);
    }
    spec
      .given([exampleThresholdAdded(projectId, null)])
      .when({ type: 'EditThreshold', data: { thresholdId, projectId, data: edited, actor: admin } })
      .then([{ type: 'ThresholdEdited', data: { thresholdId, projectId, data: edited } }]);
  });

  it("refuses anyone else: a visitor, another member, and everyone but an admin for a visitor's threshold", () => {
    const edit = (actor: ThresholdActor) => ({
      type: 'EditThreshold' as const,
      data: { thresholdId, projectId, data: edited, actor },
    });
    spec.given([addedByCollaborator]).when(edit(visitor)).thenRefuses('forbidden', notThresholdEditorMessage);
    spec
      .given([addedByCollaborator])
      .when(edit({ userId: 'another-member', role: 2 }))
      .thenRefuses('forbidden', notThresholdEditorMessage);
    spec
      .given([exampleThresholdAdded(projectId, null)])
      .when(edit(visitor))
      .thenRefuses('forbidden', notThresholdEditorMessage);
  });

  it('records nothing when the data is unchanged', () => {
    spec
      .given([addedByCollaborator])
      .when({ type: 'EditThreshold', data: { thresholdId, projectId, data: aThreshold(), actor: admin } })
      .then([]);
  });

  it("refuses an unknown, deleted or other project's threshold, Read Only members and undrawable data", () => {
    const edit = (actor: ThresholdActor = collaborator, data = edited, inProject = projectId) => ({
      type: 'EditThreshold' as const,
      data: { thresholdId, projectId: inProject, data, actor },
    });
    spec.given([]).when(edit()).thenRefuses('not_found', thresholdNotFoundMessage);
    spec.given([addedByCollaborator, deleted]).when(edit()).thenRefuses('not_found', thresholdNotFoundMessage);
    spec
      .given([addedByCollaborator])
      .when(edit(collaborator, edited, 'another-project'))
      .thenRefuses('not_found', thresholdNotFoundMessage);
    spec.given([addedByCollaborator]).when(edit(readOnly)).thenRefuses('forbidden', readOnlyThresholdMessage);
    spec
      .given([addedByCollaborator])
      .when(edit(collaborator, aThreshold({ value: '' })))
      .thenRefuses('invalid', 'The value is not a number.');
  });
});

describe('deleting a threshold', () => {
  const remove = (actor: { userId: string; role: 1 | 2 | 3 | null }, passwordVerified = true) => ({
    type: 'DeleteThreshold' as const,
    data: { thresholdId, actor, passwordVerified },
  });

  it('lets the user who added it, or an admin, delete it with their password', () => {
    spec.given([addedByCollaborator]).when(remove(collaborator)).then([deleted]);
    spec.given([addedByCollaborator]).when(remove(admin)).then([deleted]);
    spec
      .given([exampleThresholdAdded(projectId, null)])
      .when(remove(admin))
      .then([deleted]);
  });

  it('refuses a wrong password, other users, Read Only members, and a threshold that is not there', () => {
    spec.given([addedByCollaborator]).when(remove(collaborator, false)).thenRefuses('forbidden', wrongPasswordMessage);
    spec
      .given([addedByCollaborator])
      .when(remove({ userId: 'someone-else', role: 2 }))
      .thenRefuses('forbidden', notThresholdOwnerMessage);
    spec
      .given([addedByCollaborator])
      .when(remove({ userId: 'someone-else', role: null }))
      .thenRefuses('forbidden', notThresholdOwnerMessage);
    spec
      .given([exampleThresholdAdded(projectId, 'reader')])
      .when(remove(readOnly))
      .thenRefuses('forbidden', readOnlyThresholdMessage);
    spec
      .given([exampleThresholdAdded(projectId, null)])
      .when(remove(collaborator))
      .thenRefuses('forbidden', notThresholdOwnerMessage);
    spec.given([]).when(remove(admin)).thenRefuses('not_found', thresholdNotFoundMessage);
    spec.given([addedByCollaborator, deleted]).when(remove(admin)).thenRefuses('not_found', thresholdNotFoundMessage);
  });
});
