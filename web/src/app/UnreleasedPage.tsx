import { Link } from 'react-router-dom';
import { CenteredCard } from '../components/layout/CenteredCard.tsx';
import { paths } from './paths.ts';

/** A route of the product whose page ships in a later release. */
export function UnreleasedPage({ title }: { title: string }) {
  return (
    <CenteredCard title={title}>
      <p className="form__intro">This page is not available in this release.</p>
      <Link className="ui-button ui-button--primary" to={paths.home.getHref()}>
        Back
      </Link>
    </CenteredCard>
  );
}
