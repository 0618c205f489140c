import { describe, it } from 'vitest';
import { deciderSpec } from '../aggregate/decider-spec.ts';
import { reservationDecider } from './reservation-commands.ts';

const spec = deciderSpec(reservationDecider);
const key = { kind: 'project-key' as const, value: 'fort-peck', ownerId: 'project-1' };
const email = { kind: 'user-email' as const, value: 'ada@example.org', ownerId: 'user-1' };

describe('reservation decider', () => {
  it('reserves a free value', () => {
    spec
      .given([])
      .when({ type: 'ReserveValue', data: key })
      .then([{ type: 'ValueReserved', data: key }]);
  });

  it('refuses a value that is held, with the message for its kind', () => {
    spec
      .given([{ type: 'ValueReserved', data: key }])
      .when({ type: 'ReserveValue', data: { ...key, ownerId: 'project-2' } })
      .thenRefuses('conflict', 'A project with this key already exists');
    spec
      .given([{ type: 'ValueReserved', data: email }])
      .when({ type: 'ReserveValue', data: { ...email, ownerId: 'user-2' } })
      .thenRefuses('conflict', 'A user with this email already exists');
  });

  it('lets the holder release it, after which it can be reserved again', () => {
    spec
      .given([{ type: 'ValueReserved', data: email }])
      .when({ type: 'ReleaseReservation', data: email })
      .then([{ type: 'ReservationReleased', data: email }]);
    const other = { ...email, ownerId: 'user-2' };
    spec
      .given([
        { type: 'ValueReserved', data: email },
        { type: 'ReservationReleased', data: email },
      ])
      .when({ type: 'ReserveValue', data: other })
      .then([{ type: 'ValueReserved', data: other }]);
  });

  it('refuses a release by anyone but the holder', () => {
    spec
      .given([{ type: 'ValueReserved', data: email }])
      .when({ type: 'ReleaseReservation', data: { ...email, ownerId: 'user-2' } })
      .thenRefuses('conflict', /holder/);
  });
});
