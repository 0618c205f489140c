import { Link } from 'react-router-dom';
import { CenteredCard } from '../components/layout/CenteredCard.tsx';
import { paths } from '../lib/paths.ts';

export function NotFoundPage() {
  return (
    <CenteredCard title="Not found">
      <p className="form__intro">There is no page at this address.</p>
      <Link className="ui-button ui-button--primary" to={paths.home.getHref()}>
        Back
      </Link>
    </CenteredCard>
  );
}
