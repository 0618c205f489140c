import { Link, useRouteError } from 'react-router-dom';
import { CenteredCard } from '../components/layout/CenteredCard.tsx';
import { Button } from '../components/ui/index.ts';
import { paths } from '../lib/paths.ts';

/** The browser's words when a page's code, loaded on its first visit, could not be fetched. */
const CODE_NOT_LOADED = /dynamically imported module|module script failed|importing a module script failed/i;

/** Shown instead of a page that failed: its code did not load (a dropped connection, or a newer release) or it broke. */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <CenteredCard title="This page could not be shown">
      <p className="form__intro">
        {CODE_NOT_LOADED.test(message)
          ? "The page's code could not be loaded: the connection may have dropped, or Waterline was updated since this tab opened. Reloading fetches it again."
          : `Something went wrong on this page: ${message}`}
      </p>
      <div className="button-row">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Link className="ui-button ui-button--secondary" to={paths.home.getHref()}>
          Home
        </Link>
      </div>
    </CenteredCard>
  );
}
