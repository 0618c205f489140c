/**
 * Makes an uploaded file's name safe for a storage key, as the product does:
 * spaces become hyphens, parentheses are removed, plus becomes a hyphen, dollar and
 * question mark are removed.
 */
export function sanitizeFileName(name: string): string {
  return name.replace(/ /g, '-').replace(/[()]/g, '').replace(/\+/g, '-').replace(/[$?]/g, '');
}
