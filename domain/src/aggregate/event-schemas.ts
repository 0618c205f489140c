import type { z } from 'zod';
import type { DomainEvent } from './decider.ts';

/** The event union of an aggregate, derived from its map of type name to data schema. */
export type EventsOf<Schemas extends Record<string, z.ZodType>> = {
  [Type in keyof Schemas & string]: DomainEvent<Type, z.output<Schemas[Type]>>;
}[keyof Schemas & string];

/** Builds `parseEvent` from the same schemas: unknown types give null, malformed data throws. */
export function eventParser<Schemas extends Record<string, z.ZodType>>(schemas: Schemas) {
  return (stored: { type: string; data: unknown }): EventsOf<Schemas> | null => {
    if (!Object.hasOwn(schemas, stored.type)) return null;
    const schema = schemas[stored.type] as z.ZodType;
    return { type: stored.type, data: schema.parse(stored.data) } as EventsOf<Schemas>;
  };
}
