/** Who can open a project (docs/product-guide.md#how-things-change): anyone, people with the access code, or members only. */
export type AccessState = 'open' | 'code' | 'membersOnly';

export function accessStateOf(isPublic: boolean, hasAccessCode: boolean): AccessState {
  if (!isPublic) return 'membersOnly';
  return hasAccessCode ? 'code' : 'open';
}

/** What a save does with the access code: keep it, remove it, or set the given new one. */
export type AccessCodeEdit = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; code: string };

/** The `access_code` field of the update: a new code, null to remove, undefined to keep. */
export function accessCodeField(edit: AccessCodeEdit): string | null | undefined {
  switch (edit.kind) {
    case 'keep':
      return undefined;
    case 'remove':
      return null;
    case 'set':
      return edit.code;
  }
}

/** Whether the project has an access code once the edit is saved. */
export function hasAccessCodeAfter(hasAccessCode: boolean, edit: AccessCodeEdit): boolean {
  return edit.kind === 'keep' ? hasAccessCode : edit.kind === 'set';
}

/** The server keeps access codes of 4 to 72 characters (bcrypt reads at most 72 bytes). */
export function accessCodeProblem(edit: AccessCodeEdit): string | null {
  if (edit.kind !== 'set') return null;
  if (edit.code.length < 4) return 'Access code must be at least 4 characters';
  if (new TextEncoder().encode(edit.code).length > 72) return 'Access code must be at most 72 characters';
  return null;
}
