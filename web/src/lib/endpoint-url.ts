// Free of the app's store, so the early requests at page start can build their paths with it too.
import { apiPath, type EndpointPath, type PathArgs } from '@waterline/contract/api-path';

/** An endpoint's URL as the API's base query takes it (relative to /api), from the endpoint table's path and parameters. */
export function endpointUrl<Path extends EndpointPath>(path: Path, ...params: PathArgs<Path>): string {
  return apiPath(path, ...params).slice('/api/'.length);
}
