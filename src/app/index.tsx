import { StrictMode, startTransition } from 'react';
import { startPwa } from '@/shared/lib/pwa';
import { reportAssetFailure, yieldToMain } from '@/shared/lib/dom';
import './styles/global.css';

startPwa();

/**
 * The app starts in short tasks, so a slow phone's main thread is never held long while the
 * server-drawn first view is already on screen: React's renderer, then the router, then the store
 * (React Redux, RTK Query and the API) are evaluated, then each is built. The modules are in the
 * files already loaded ("eager"): no request is added.
 */
async function start(container: HTMLElement) {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { createRouter } = await import(/* webpackMode: "eager" */ './routes/router');
  await yieldToMain();
  const { App, startStore } = await import(/* webpackMode: "eager" */ './App');
  const { store, signedIn } = startStore();
  await yieldToMain();
  const router = createRouter(signedIn, store);
  await yieldToMain();
  const root = createRoot(container);
  // A transition lets React yield while it renders the first page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) start(container).catch(reportAssetFailure);
