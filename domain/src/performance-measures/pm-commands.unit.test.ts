import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../aggregate/decider-spec.ts';
import { exampleProjectId as projectId } from '../projects/examples.ts';
import { aFrequencyMeasure, aMatrixMeasure, aRulesMeasure, examplePmId as pmId, examplePmSaved } from './examples.ts';
import { performanceMeasureDataSchema } from './pm-data.ts';
import {
  performanceMeasureDecider,
  pmAdminOnlyMessage,
  pmExistsMessage,
  pmNotFoundMessage,
  pmWrongPasswordMessage,
  type StepUp,
} from './pm-commands.ts';

const spec = deciderSpec(performanceMeasureDecider);
const admin: StepUp = { role: 1, passwordVerified: true };
const saved = examplePmSaved(projectId);
const deleted = { type: 'PMDeleted' as const, data: { pmId, projectId } };
const save = (data = aFrequencyMeasure(), stepUp = admin) => ({
  type: 'SavePM' as const,
  data: { pmId, projectId, data, stepUp },
});
const edit = (data = aRulesMeasure(), stepUp = admin) => ({ type: 'EditPM' as const, data: { data, stepUp } });

describe('saving a performance measure', () => {
  it('records a measure of each type for an admin who re-entered the password', () => {
    for (const data of [
      aFrequencyMeasure(),
      aFrequencyMeasure({ pmType: 'Frequency of Event - Continuous', direction: 'surpass' }),
      aRulesMeasure(),
      aMatrixMeasure(),
    ]) {
      spec
        .given([])
        .when(save(data))
        .then([{ type: 'PMSaved', data: { pmId, projectId, data } }]);
    }
  });

  it('refuses collaborators, Read Only members, visitors and a wrong password', () => {
    spec
      .given([])
      .when(save(aFrequencyMeasure(), { role: 2, passwordVerified: true }))
      .thenRefuses('forbidden', pmAdminOnlyMessage);
    spec
      .given([])
      .when(save(aFrequencyMeasure(), { role: 3, passwordVerified: true }))
      .thenRefuses('forbidden', pmAdminOnlyMessage);
    spec
      .given([])
      .when(save(aFrequencyMeasure(), { role: null, passwordVerified: true }))
      .thenRefuses('forbidden', pmAdminOnlyMessage);
    spec
      .given([])
      .when(save(aFrequencyMeasure(), { role: 1, passwordVerified: false }))
      .thenRefuses('forbidden', pmWrongPasswordMessage);
  });

  it('refuses formulas that try to escape the sandbox, naming the rule and the problem', () => {
    const escaping = ['constructor', 'process.exit(1)', 'globalThis', 'x.constructor', 'x["__proto__"]'];
    for (const formula of escaping) {
      const ranges = [
        { key: 1, name: 'Escape', type: 'range' as const, lowerRange: 0, upperRange: 10, score: formula },
      ];
      spec
        .given([])
        .when(save(aRulesMeasure({ ranges })))
        .thenRefuses('invalid', /^Rule 1 \('Escape'\): Formula refused: /);
    }
  });

  it('refuses data the engine cannot compute, with every problem', () => {
    spec
      .given([])
      .when(save(aFrequencyMeasure({ direction: 'between', value: null })))
      .thenRefuses('invalid', 'Between needs a lower and an upper range.');
    const badMatrix = aMatrixMeasure({
      yLookup: [
        { type: 'range', lowerRange: 5, upperRange: 1, weight: 1 },
        { type: 'equal', value: 3, weight: null },
      ],
    });
    spec
      .given([])
      .when(save(badMatrix))
      .thenRefuses('invalid', 'Data rule 1: Lower range should be less than upper range. Data rule 2: Missing weight.');
    spec
      .given([])
      .when(save(aMatrixMeasure({ xLookup: [0.5] })))
      .thenRefuses('invalid', 'The date weights must have 365 entries, got 1.');
  });

  it('refuses a second save under the same id', () => {
    spec.given([saved]).when(save()).thenRefuses('conflict', pmExistsMessage);
  });
});

describe('editing and deleting a saved measure', () => {
  it('records the new data, and nothing when it is unchanged', () => {
    spec
      .given([saved])
      .when(edit())
      .then([{ type: 'PMEdited', data: { pmId, projectId, data: aRulesMeasure() } }]);
    spec.given([saved]).when(edit(aFrequencyMeasure())).then([]);
  });

  it('deletes it for an admin with the password', () => {
    spec
      .given([saved])
      .when({ type: 'DeletePM', data: { stepUp: admin } })
      .then([deleted]);
  });

  it('refuses non-admins, a wrong password, invalid data and measures that are not there', () => {
    spec
      .given([saved])
      .when(edit(aRulesMeasure(), { role: 2, passwordVerified: true }))
      .thenRefuses('forbidden', pmAdminOnlyMessage);
    spec
      .given([saved])
      .when(edit(aRulesMeasure(), { role: 1, passwordVerified: false }))
      .thenRefuses('forbidden', pmWrongPasswordMessage);
    spec
      .given([saved])
      .when(edit(aRulesMeasure({ ranges: [{ type: 'less', upperRange: 1, score: 'process' }] })))
      .thenRefuses('invalid', /^Rule 1: Formula refused: the name 'process'/);
    spec
      .given([saved])
      .when({ type: 'DeletePM', data: { stepUp: { role: 3, passwordVerified: true } } })
      .thenRefuses('forbidden', pmAdminOnlyMessage);
    spec
      .given([saved])
      .when({ type: 'DeletePM', data: { stepUp: { role: 1, passwordVerified: false } } })
      .thenRefuses('forbidden', pmWrongPasswordMessage);
    spec.given([]).when(edit()).thenRefuses('not_found', pmNotFoundMessage);
    spec.given([saved, deleted]).when(edit()).thenRefuses('not_found', pmNotFoundMessage);
    spec
      .given([saved, deleted])
      .when({ type: 'DeletePM', data: { stepUp: admin } })
      .thenRefuses('not_found', pmNotFoundMessage);
  });
});

describe('performance measure data', () => {
  it('keeps the spec fields of each example and drops the temporary flag', () => {
    for (const data of [aFrequencyMeasure(), aRulesMeasure(), aMatrixMeasure()])
      expect(performanceMeasureDataSchema.parse(data)).toEqual(data);
    expect(performanceMeasureDataSchema.parse({ ...aFrequencyMeasure(), temporary: true })).not.toHaveProperty(
      'temporary',
    );
  });

  it('names wrongly typed fields', () => {
    const issues = performanceMeasureDataSchema.safeParse({
      ...aRulesMeasure(),
      pmType: 'Best guess',
      ranges: [{ type: 'around', score: {} }],
    });
    expect(issues.success).toBe(false);
    expect(issues.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'pmType: pmType must be one of Frequency of Event, Frequency of Event - Continuous, Weighted Score - Rules, Weighted Score - Matrix',
      'ranges.0.score: score must be a number or a formula in x',
      'ranges.0.type: type must be one of range, equal, less, greater, greater-equal, less-equal',
    ]);
  });
});
