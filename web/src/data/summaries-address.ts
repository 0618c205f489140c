// The address of a batch of summaries; free of the analysis engine, so the page's early script can use it too.

/** A manifest's series address: `<project path>/series/<import key>/<location index>`. */
const SERIES_ADDRESS = /^(.*)\/series\/([0-9a-f]{64})\/(\d+)$/;

/** The one request for the summaries of several series of a project: `<project path>/summaries?startDay=…&series=<import key>.<index>…`. */
export function summariesAddress(urls: readonly string[], startDay: number): string {
  const query = new URLSearchParams({ startDay: String(startDay) });
  let project: string | null = null;
  for (const url of urls) {
    const [, path = '', importKey = '', index = ''] = SERIES_ADDRESS.exec(url) ?? [];
    if (!importKey || (project !== null && path !== project))
      throw new SeriesLoadError('Unable to load data: not series of one project');
    project = path;
    query.append('series', `${importKey}.${index}`);
  }
  return `${project ?? ''}/summaries?${query.toString()}`;
}

/** A failed series download, with a message fit for the user. */
export class SeriesLoadError extends Error {}
