import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { preloadRoute } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

import '@/styles/tokens.css';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/** The longest the first render waits for the page's code and data; then the skeleton shows. */
const PRELOAD_WAIT_MS = 3000;

const queryClient = createQueryClient();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
// A failure is the route's to show (RouteBoundary), once rendered.
void Promise.race([
  preloadRoute(window.location.pathname, queryClient).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
]).then(render);
