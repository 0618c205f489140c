import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { parseInput } from './validation.ts';

const schema = z.object({
  email: z.email('email must be an email address'),
  role: z.number(),
  nested: z.object({ title: z.string(), size: z.number().max(3).optional() }).optional(),
});

function messageOf(input: unknown): string {
  try {
    parseInput(schema, input, 'body');
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('expected a 400');
}

function parseInputMessage(schema: z.ZodType, input: unknown): string {
  const result = (() => {
    try {
      parseInput(schema, input);
      return null;
    } catch (error) {
      return (error as HttpError).message;
    }
  })();
  if (result === null) throw new Error('expected a 400');
  return result;
}

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(schema, { email: 'a@b.org', role: 1, extra: true })).toEqual({ email: 'a@b.org', role: 1 });
  });

  it('names missing fields, wrong types and failed rules in one message', () => {
    expect(messageOf({})).toBe('email is required; role is required');
    expect(messageOf({ email: 'a@b.org', role: '1' })).toBe('role must be a number');
    expect(messageOf({ email: 'nope', role: 1, nested: { title: 3 } })).toBe(
      'email must be an email address; nested.title must be a string',
    );
  });

  it("prefixes zod's own rule messages with the field, and keeps custom type messages", () => {
    expect(messageOf({ email: 'a@b.org', role: 1, nested: { title: 't', size: 9 } })).toBe(
      'nested.size: Too big: expected number to be <=3',
    );
    expect(parseInputMessage(z.object({ first: z.string({ error: 'first must be text' }) }), { first: 1 })).toBe(
      'first must be text',
    );
  });

  it('names a list once when the message about one of its entries already names it', () => {
    const list = z.object({
      series: z.array(z.string().regex(/^\w+\.\d+$/, 'series must name each as <key>.<index>')),
    });
    expect(parseInputMessage(list, { series: ['a.1', 'nope'] })).toBe('series must name each as <key>.<index>');
    const steps = z.object({ steps: z.array(z.number({ error: 'each step must be a number' })) });
    expect(parseInputMessage(steps, { steps: [1, 'two'] })).toBe('steps.1: each step must be a number');
  });

  it('says what is wrong when the whole input has the wrong type', () => {
    expect(messageOf('text')).toBe('body must be an object');
    expect(messageOf(undefined)).toBe('body is required');
  });
});
