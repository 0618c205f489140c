import { z } from 'zod';
import { eventParser, type EventsOf } from '../aggregate/event-schemas.ts';

const axisLimit = z.number({ error: 'must be a number' });

/** A chart's y-axis: Auto Range, or Range Locked to [min, max] (docs/product-guide.md#what-a-project-holds). */
export const yAxisSettingsSchema = z
  .object({
    autorange: z.boolean({ error: 'autorange must be true or false' }),
    range: z.tuple([axisLimit, axisLimit], { error: 'range must be [min, max]' }),
  })
  .refine((yaxis) => yaxis.autorange || yaxis.range[0] < yaxis.range[1], {
    message: 'The minimum must be below the maximum',
    path: ['range'],
  });

export type YAxisSettings = z.output<typeof yAxisSettingsSchema>;

const id = z.string().min(1);

export const yAxisSettingsEventSchemas = {
  YAxisSettingsSaved: z.object({ userId: id, projectId: id, location: z.string().min(1), yaxis: yAxisSettingsSchema }),
};

export type YAxisSettingsEvent = EventsOf<typeof yAxisSettingsEventSchemas>;

export const parseYAxisSettingsEvent = eventParser(yAxisSettingsEventSchemas);

/** The saved settings by location. */
export interface YAxisSettingsState {
  byLocation: ReadonlyMap<string, YAxisSettings>;
}

export const initialYAxisSettingsState = (): YAxisSettingsState => ({ byLocation: new Map() });

export function evolveYAxisSettings(state: YAxisSettingsState, event: YAxisSettingsEvent): YAxisSettingsState {
  return { byLocation: new Map(state.byLocation).set(event.data.location, event.data.yaxis) };
}
