import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { selectCurrentUser } from '../../state/session.ts';
import { useAppSelector } from '../../state/store.ts';

/** Renders its children for a signed-in user and sends everyone else to /signin. */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return <Navigate to={paths.signIn.getHref()} replace />;
  return children;
}
