import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { selectCurrentUser } from '../../app/session.ts';
import { useAppSelector } from '../../app/store.ts';

/** Renders its children for a signed-in user and sends everyone else to /signin. */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return <Navigate to={paths.signIn.getHref()} replace />;
  return children;
}
