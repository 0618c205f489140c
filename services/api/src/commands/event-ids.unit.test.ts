import { describe, expect, it } from 'vitest';
import { eventIdFor } from './event-ids.ts';

describe('event ids', () => {
  it("derives each of a command's event ids from the command, the same every time, distinct per event and command", () => {
    const command = '6f1c2a9e-3b4d-4c5e-8f60-718293a4b5c6';
    expect(eventIdFor(command, 0)).toBe(eventIdFor(command, 0));
    const ids = [eventIdFor(command, 0), eventIdFor(command, 1), eventIdFor('a7d0e5c4-1f2b-4a3c-9d4e-5f6a7b8c9d0e', 0)];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
