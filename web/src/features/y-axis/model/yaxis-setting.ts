import type { YAxisDefault } from '@waterline/domain/projects/configuration';
import { lockedRangeProblem } from '@waterline/domain/user-settings/locked-range';
import { z } from 'zod';

/** A chart's y axis (docs/product-guide.md#what-a-project-holds): fitted to the data, or locked to [min, max]. */
export interface YAxisSetting {
  autorange: boolean;
  range: [number | null, number | null];
}

export const AUTO_RANGE: YAxisSetting = { autorange: true, range: [null, null] };

const bound = z.number().finite().nullable();
export const yAxisSettingSchema = z.object({ autorange: z.boolean(), range: z.tuple([bound, bound]) });

/** A setting read from storage or the server, or null when it is not one. */
export function parseYAxisSetting(input: unknown): YAxisSetting | null {
  const parsed = yAxisSettingSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** The y domain a setting fixes, or null when the chart fits its data. */
export function lockedDomain(setting: YAxisSetting): [number, number] | null {
  if (setting.autorange || lockedRangeProblem(setting.range) !== null) return null;
  return setting.range as [number, number];
}

/** A setting kept in the browser; `unsynced` when the server has not confirmed it yet. */
export interface StoredYAxis {
  setting: YAxisSetting;
  unsynced: boolean;
}

/**
 * The setting a chart uses. For a signed-in user: a change the server has not confirmed, else the
 * server's setting, else the browser's. For visitors: the browser's. Without one, the project's
 * default for the location (`projectDefault`), else Auto Range.
 */
export function effectiveYAxis(
  signedIn: boolean,
  stored: StoredYAxis | null,
  server: YAxisSetting | null | undefined,
  projectDefault: YAxisSetting = AUTO_RANGE,
): YAxisSetting {
  if (signedIn && stored?.unsynced) return stored.setting;
  if (signedIn && server) return server;
  return stored?.setting ?? projectDefault;
}

/** The range the project's admins locked a location's y axis to, as a setting; Auto Range without one. */
export function projectDefaultYAxis(defaults: readonly YAxisDefault[], location: string): YAxisSetting {
  const range = defaults.find((candidate) => candidate.location === location)?.range;
  return range ? { autorange: false, range: [range[0], range[1]] } : AUTO_RANGE;
}

export const sameYAxis = (a: YAxisSetting, b: YAxisSetting) =>
  a.autorange === b.autorange && a.range[0] === b.range[0] && a.range[1] === b.range[1];

/** The setting as the server stores it (both bounds numbers), or null when it cannot be stored: a locked range must be complete. */
export function serverSetting(setting: YAxisSetting): { autorange: boolean; range: [number, number] } | null {
  if (!setting.autorange && lockedRangeProblem(setting.range) !== null) return null;
  return { autorange: setting.autorange, range: [setting.range[0] ?? 0, setting.range[1] ?? 0] };
}
