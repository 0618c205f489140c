import { Link, Navigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { selectCurrentUser } from '../../../state/session.ts';
import { useAppSelector } from '../../../state/store.ts';
import { LogoMark } from '../../../components/layout/Logo.tsx';

export function HomePage() {
  const user = useAppSelector(selectCurrentUser);
  if (user) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <main className="home">
      <div className="home__content">
        <div className="home__brand">
          <LogoMark />
          <h1>Waterline</h1>
        </div>
        <p className="home__tagline">
          Daily flows and reservoir elevations by location and alternative, with statistics, thresholds and performance
          measures.
        </p>
        <div className="home__actions">
          <Link className="ui-button ui-button--primary ui-button--large" to={paths.openProject.getHref()}>
            Open Project
          </Link>
          <Link className="ui-button ui-button--secondary ui-button--large" to={paths.signIn.getHref()}>
            Sign In
          </Link>
        </div>
      </div>
    </main>
  );
}
