import { z } from 'zod';
import { eventParser, type EventsOf } from '../aggregate/event-schemas.ts';

/** What a reservation stream makes unique. */
export const reservationKinds = ['project-key', 'user-email'] as const;
export type ReservationKind = (typeof reservationKinds)[number];

const reservationData = z.object({
  kind: z.enum(reservationKinds),
  value: z.string().min(1),
  ownerId: z.string().min(1),
});

/** A unique value held by one owner (a project id for a key, a user id for an email); released only when the owner's creation failed. */
export const reservationEventSchemas = {
  ValueReserved: reservationData,
  ReservationReleased: reservationData,
};

export type ReservationEvent = EventsOf<typeof reservationEventSchemas>;

export const parseReservationEvent = eventParser(reservationEventSchemas);

export interface ReservationState {
  ownerId: string | null;
}

export const initialReservationState = (): ReservationState => ({ ownerId: null });

export function evolveReservation(_state: ReservationState, event: ReservationEvent): ReservationState {
  switch (event.type) {
    case 'ValueReserved':
      return { ownerId: event.data.ownerId };
    case 'ReservationReleased':
      return { ownerId: null };
  }
}
