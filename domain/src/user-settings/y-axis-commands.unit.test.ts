import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../aggregate/decider-spec.ts';
import { exampleAdminId as userId, exampleProjectId as projectId } from '../projects/examples.ts';
import { yAxisSettingsDecider } from './y-axis-commands.ts';
import { yAxisSettingsSchema, type YAxisSettings, type YAxisSettingsEvent } from './y-axis-settings.ts';

const spec = deciderSpec(yAxisSettingsDecider);
const locked: YAxisSettings = { autorange: false, range: [0, 30000] };
const auto: YAxisSettings = { autorange: true, range: [0, 30000] };
const saved = (location: string, yaxis: YAxisSettings): YAxisSettingsEvent => ({
  type: 'YAxisSettingsSaved',
  data: { userId, projectId, location, yaxis },
});
const save = (location: string, yaxis: YAxisSettings) => ({
  type: 'SaveYAxisSettings' as const,
  data: { userId, projectId, location, yaxis },
});

describe('y-axis settings', () => {
  it('records settings per location', () => {
    spec
      .given([])
      .when(save('Fort Peck Dam', locked))
      .then([saved('Fort Peck Dam', locked)]);
    spec
      .given([saved('Fort Peck Dam', locked)])
      .when(save('Fort Peck Outflow', locked))
      .then([saved('Fort Peck Outflow', locked)]);
  });

  it('records a change, and nothing when the settings are already saved', () => {
    spec
      .given([saved('Fort Peck Dam', locked)])
      .when(save('Fort Peck Dam', auto))
      .then([saved('Fort Peck Dam', auto)]);
    spec
      .given([saved('Fort Peck Dam', locked)])
      .when(save('Fort Peck Dam', { autorange: false, range: [0, 30000] }))
      .then([]);
  });

  it('locks a range only when its minimum is below its maximum', () => {
    const issues = (input: unknown) =>
      yAxisSettingsSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ??
      [];
    expect(issues(locked)).toEqual([]);
    expect(issues({ autorange: true, range: [5, 5] })).toEqual([]);
    expect(issues({ autorange: false, range: [5, 5] })).toEqual(['range: The minimum must be below the maximum']);
    expect(issues({ autorange: false, range: [1] })).toEqual(['range: range must be [min, max]']);
    expect(issues({ autorange: 'yes', range: [0, 'ten'] })).toEqual([
      'autorange: autorange must be true or false',
      'range.1: must be a number',
    ]);
  });
});
