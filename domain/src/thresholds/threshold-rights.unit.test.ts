import { describe, expect, it } from 'vitest';
import { mayAddThresholds, mayChangeThreshold } from './threshold-rights.ts';

describe('who may change thresholds', () => {
  it('lets visitors and members add them, Read Only members not', () => {
    expect([null, 1, 2, 3].map((role) => mayAddThresholds(role as 1 | 2 | 3 | null))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('lets only the signed-in user who added one, or an admin, edit or delete it', () => {
    expect(mayChangeThreshold({ userId: 'ann', role: 2 }, 'ann')).toBe(true);
    expect(mayChangeThreshold({ userId: 'ann', role: null }, 'ann')).toBe(true);
    expect(mayChangeThreshold({ userId: 'admin', role: 1 }, 'ann')).toBe(true);
    expect(mayChangeThreshold({ userId: 'bob', role: 2 }, 'ann')).toBe(false);
    expect(mayChangeThreshold({ userId: null, role: null }, 'ann')).toBe(false);
  });

  it("lets only admins change a visitor's threshold, and Read Only members never", () => {
    expect(mayChangeThreshold({ userId: null, role: null }, null)).toBe(false);
    expect(mayChangeThreshold({ userId: 'bob', role: 2 }, null)).toBe(false);
    expect(mayChangeThreshold({ userId: 'admin', role: 1 }, null)).toBe(true);
    expect(mayChangeThreshold({ userId: 'ann', role: 3 }, 'ann')).toBe(false);
  });
});
