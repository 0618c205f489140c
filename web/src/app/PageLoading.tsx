import { Spinner } from '../components/ui/index.ts';

/** What a page shows while its code, loaded on its first visit, is on its way. */
export function PageLoading() {
  return (
    <main className="centered-page">
      <Spinner size="large" label="Loading the page" />
    </main>
  );
}
