import { z } from 'zod';
import { eventParser, type EventsOf } from '../aggregate/event-schemas.ts';
import { thresholdDataSchema, type StoredThresholdData } from './threshold-data.ts';

const thresholdId = z.string().min(1);
const projectId = z.string().min(1);

/** A threshold's events. `addedBy` is the signed-in user who added it, null for a visitor. */
export const thresholdEventSchemas = {
  ThresholdAdded: z.object({
    thresholdId,
    projectId,
    addedBy: z.string().min(1).nullable(),
    data: thresholdDataSchema,
  }),
  ThresholdEdited: z.object({ thresholdId, projectId, data: thresholdDataSchema }),
  ThresholdDeleted: z.object({ thresholdId, projectId }),
};

export type ThresholdEvent = EventsOf<typeof thresholdEventSchemas>;

export const parseThresholdEvent = eventParser(thresholdEventSchemas);

export type ThresholdState =
  | { status: 'none' }
  | { status: 'active'; thresholdId: string; projectId: string; addedBy: string | null; data: StoredThresholdData }
  | { status: 'deleted'; thresholdId: string; projectId: string };

export const initialThresholdState = (): ThresholdState => ({ status: 'none' });

export function evolveThreshold(state: ThresholdState, event: ThresholdEvent): ThresholdState {
  switch (event.type) {
    case 'ThresholdAdded':
      return { status: 'active', ...event.data };
    case 'ThresholdEdited':
      return state.status === 'active' ? { ...state, data: event.data.data } : state;
    case 'ThresholdDeleted':
      return { status: 'deleted', thresholdId: event.data.thresholdId, projectId: event.data.projectId };
  }
}
