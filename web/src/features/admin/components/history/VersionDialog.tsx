import { skipToken } from '@reduxjs/toolkit/query/react';
import { Dialog, ErrorBar, Spinner } from '../../../../components/ui/index.ts';
import { describeRequestError } from '../../../../lib/api-error.ts';
import { useGetProjectAtVersionQuery } from '../../api.ts';
import { ProjectSnapshot } from './ProjectSnapshot.tsx';

/** The project as it was at one version (GET /api/project/{key}/history/{version}), read-only. */
export function VersionDialog({
  projectKey,
  version,
  onClose,
}: {
  projectKey: string;
  version: number | null;
  onClose: () => void;
}) {
  const { data, error, isFetching } = useGetProjectAtVersionQuery(
    version === null ? skipToken : { projectKey, version },
  );
  return (
    <Dialog open={version !== null} title={`Project as of version ${version ?? ''}`} onClose={onClose} size="wide">
      {isFetching && <Spinner size="large" label="Loading version" />}
      {!isFetching && error && (
        <ErrorBar message={describeRequestError(error).message ?? 'Unable to load this version'} />
      )}
      {!isFetching && data && <ProjectSnapshot project={data.data} />}
    </Dialog>
  );
}
