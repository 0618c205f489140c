import { useEffect, type ReactNode } from 'react';
import { selectSessionStatus, sessionCheckFailed, sessionRejected, sessionRestored } from '../../../state/session.ts';
import { useAppDispatch, useAppSelector } from '../../../state/store.ts';
import { Spinner } from '../../../components/ui/index.ts';
import { describeRequestError } from '../../../lib/api-error.ts';
import { useCheckTokenQuery } from '../api.ts';

/** Checks a token kept from an earlier visit before any screen decides who is signed in. */
export function SessionRestorer({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  const { data, error, isError } = useCheckTokenQuery(undefined, { skip: status !== 'checking' });

  useEffect(() => {
    if (status !== 'checking') return;
    if (data) dispatch(sessionRestored(data.user));
    else if (isError) dispatch(describeRequestError(error).refused ? sessionRejected() : sessionCheckFailed());
  }, [status, data, error, isError, dispatch]);

  if (status === 'checking') {
    return (
      <main className="centered-page">
        <Spinner size="large" label="Checking your session" />
      </main>
    );
  }
  return children;
}
