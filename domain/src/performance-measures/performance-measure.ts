import { z } from 'zod';
import { eventParser, type EventsOf } from '../aggregate/event-schemas.ts';
import { performanceMeasureDataSchema, type SavedPerformanceMeasureData } from './pm-data.ts';

const pmId = z.string().min(1);
const projectId = z.string().min(1);

/** A saved performance measure's events; who saved it is in the metadata. */
export const performanceMeasureEventSchemas = {
  PMSaved: z.object({ pmId, projectId, data: performanceMeasureDataSchema }),
  PMEdited: z.object({ pmId, projectId, data: performanceMeasureDataSchema }),
  PMDeleted: z.object({ pmId, projectId }),
};

export type PerformanceMeasureEvent = EventsOf<typeof performanceMeasureEventSchemas>;

export const parsePerformanceMeasureEvent = eventParser(performanceMeasureEventSchemas);

export type PerformanceMeasureState =
  | { status: 'none' }
  | { status: 'saved'; pmId: string; projectId: string; data: SavedPerformanceMeasureData }
  | { status: 'deleted'; pmId: string; projectId: string };

export const initialPerformanceMeasureState = (): PerformanceMeasureState => ({ status: 'none' });

export function evolvePerformanceMeasure(
  state: PerformanceMeasureState,
  event: PerformanceMeasureEvent,
): PerformanceMeasureState {
  switch (event.type) {
    case 'PMSaved':
      return { status: 'saved', ...event.data };
    case 'PMEdited':
      return state.status === 'saved' ? { ...state, data: event.data.data } : state;
    case 'PMDeleted':
      return { status: 'deleted', pmId: event.data.pmId, projectId: event.data.projectId };
  }
}

/** The project a measure belongs to, once it was saved. */
export function projectOfMeasure(state: PerformanceMeasureState): string | null {
  return state.status === 'none' ? null : state.projectId;
}
