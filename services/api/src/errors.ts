import type { z } from 'zod';

/** An answer other than success: the status and a message fit to show the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields of the JSON answer besides `success` and `message`. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const typeIssues = new Set(['invalid_type', 'invalid_union', 'invalid_value']);

/** One sentence for up to five problems, e.g. "email is required; role: Role must be 1 (Admin), 2 (Collaborator) or 3 (Read Only)". */
export function describeIssues(issues: readonly z.core.$ZodIssue[], input: unknown, what: string): string {
  const lines = issues.slice(0, 5).map((issue) => {
    const path = issue.path.map(String).join('.');
    // An entry of a list is named by its list ("series", not "series.0").
    const field = String(issue.path.findLast((key) => typeof key !== 'number') ?? what);
    if (typeIssues.has(issue.code) && valueAt(input, issue.path) === undefined) return `${path || what} is required`;
    if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
      return `${path || what} must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    }
    if (issue.code === 'unrecognized_keys')
      return `${path ? `${path}: ` : ''}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    // Messages written for a field already name it; zod's own do not.
    const namesField = plainWords(issue.message).startsWith(plainWords(field));
    return path && !namesField ? `${path}: ${issue.message}` : issue.message;
  });
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  return `${lines.join('; ')}${more}`;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** "access_code" and "Access code" read the same. */
function plainWords(text: string): string {
  return text.replace(/[_\s]+/g, ' ').toLowerCase();
}
