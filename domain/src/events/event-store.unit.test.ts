import { describe, expect, it } from 'vitest';
import { comparePositions } from './event-store.ts';

describe('comparePositions', () => {
  it('orders by transaction first, then by position', () => {
    expect(
      comparePositions({ transactionId: '9', globalPosition: '100' }, { transactionId: '10', globalPosition: '1' }),
    ).toBe(-1);
    expect(
      comparePositions({ transactionId: '10', globalPosition: '2' }, { transactionId: '10', globalPosition: '1' }),
    ).toBe(1);
    expect(
      comparePositions({ transactionId: '10', globalPosition: '2' }, { transactionId: '10', globalPosition: '2' }),
    ).toBe(0);
  });
});
