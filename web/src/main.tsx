import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router.tsx';
import { registerServiceWorker } from './lib/service-worker/register.ts';
import { loadStoredSession } from './state/session.ts';
import { makeStore } from './state/store.ts';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

const store = makeStore({ session: loadStoredSession(localStorage) });

createRoot(rootElement).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={createAppRouter()} />
    </Provider>
  </StrictMode>,
);

registerServiceWorker();
