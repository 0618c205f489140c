import { assertNever, DomainError, type Decider } from '../aggregate/decider.ts';
import {
  evolveReservation,
  initialReservationState,
  parseReservationEvent,
  type ReservationEvent,
  type ReservationKind,
  type ReservationState,
} from './reservation.ts';

export type ReserveValue = { type: 'ReserveValue'; data: { kind: ReservationKind; value: string; ownerId: string } };
export type ReleaseReservation = {
  type: 'ReleaseReservation';
  data: { kind: ReservationKind; value: string; ownerId: string };
};

export type ReservationCommand = ReserveValue | ReleaseReservation;

export const takenMessages: Record<ReservationKind, string> = {
  'project-key': 'A project with this key already exists',
  'user-email': 'A user with this email already exists',
};

export function decideReservation(command: ReservationCommand, state: ReservationState): ReservationEvent[] {
  switch (command.type) {
    case 'ReserveValue':
      if (state.ownerId !== null) throw new DomainError('conflict', takenMessages[command.data.kind]);
      return [{ type: 'ValueReserved', data: command.data }];
    case 'ReleaseReservation':
      if (state.ownerId !== command.data.ownerId)
        throw new DomainError('conflict', 'Only the holder can release a reservation');
      return [{ type: 'ReservationReleased', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent> = {
  initialState: initialReservationState,
  evolve: evolveReservation,
  decide: decideReservation,
  parseEvent: parseReservationEvent,
};
