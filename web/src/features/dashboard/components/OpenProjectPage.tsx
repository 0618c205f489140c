import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { CenteredCard } from '../../../components/layout/CenteredCard.tsx';
import { OpenByKeyForm } from './OpenByKeyForm.tsx';

export function OpenProjectPage() {
  return (
    <CenteredCard title="Open Project">
      <OpenByKeyForm label="Project Key" buttonLabel="Go" />
      <nav className="form__links" aria-label="Other pages">
        <Link to={paths.home.getHref()}>Back</Link>
      </nav>
    </CenteredCard>
  );
}
