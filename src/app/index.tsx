import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startPwa } from '@/shared/lib/pwa';
import { App } from './App';
import './styles/global.css';

startPwa();

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // A transition lets React yield while it renders the first page, so a slow phone's main
  // thread is never blocked for long.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
