import type { View } from 'vega';

export type ImageFormat = 'png' | 'svg';

/** PNGs are drawn at twice the screen size so they stay sharp in reports. */
const PNG_SCALE = 2;

/** Saves a file the browser has in memory under `fileName`. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Downloads what the view shows as a PNG or SVG image. */
export async function downloadChartImage(view: View, format: ImageFormat, baseName: string): Promise<void> {
  const url = await view.toImageURL(format, format === 'png' ? PNG_SCALE : 1);
  downloadUrl(url, `${baseName}.${format}`);
  if (url.startsWith('blob:')) releaseLater(url);
}

/** Downloads text as a file of the given type. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadUrl(url, fileName);
  releaseLater(url);
}

/** Frees an object URL once the download has had time to start. */
function releaseLater(url: string): void {
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name made of words: letters, digits and hyphens only. */
export function fileBaseName(...parts: string[]): string {
  const name = parts
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name || 'chart';
}
