/** A readable identifier from a name ('Fort Peck Dam' -> 'fort-peck-dam'), made unique among `taken` with -2, -3, ... */
export function uniqueSlug(name: string, taken: readonly string[], fallback: string): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || fallback;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
