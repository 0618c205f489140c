/** The file name of a stored blob key `<project_key>/<folder>/<file>` (or of a URL path), '' when there is none. */
export function fileNameOf(key: string | undefined): string {
  if (!key) return '';
  const path = key.split('?')[0] ?? '';
  return decodeURIComponent(path.split('/').at(-1) ?? '');
}
