/** Case- and space-insensitive form of a name, for uniqueness checks. */
function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Whether `name` is already one of `takenNames` (e.g. the names and keys of the other alternatives). */
export function isDuplicateName(name: string, takenNames: readonly string[]): boolean {
  const key = nameKey(name);
  return key !== '' && takenNames.some((taken) => nameKey(taken) === key);
}
