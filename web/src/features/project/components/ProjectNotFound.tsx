import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { selectCurrentUser } from '../../../state/session.ts';
import { useAppSelector } from '../../../state/store.ts';
import { CenteredCard } from '../../../components/layout/CenteredCard.tsx';

export const UNABLE_TO_FIND_PROJECT = 'Unable to find project';

export function ProjectNotFound() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <CenteredCard title={UNABLE_TO_FIND_PROJECT}>
      <p className="form__intro">Check the project key, or sign in if the project is open to its members only.</p>
      <div className="button-row">
        <Link className="ui-button ui-button--primary" to={paths.dashboard.getHref()}>
          Back to dashboard
        </Link>
        {!user && (
          <Link className="ui-button ui-button--secondary" to={paths.signIn.getHref()}>
            Sign In
          </Link>
        )}
      </div>
    </CenteredCard>
  );
}
