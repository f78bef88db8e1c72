import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { selectIsAuthenticated } from '@/entities/user';
import { createAppStore, type AppStore } from '@/shared/lib/store';
import { AppUpdatePrompt } from '@/shared/ui/app-update';
import { SandboxBanner } from '@/shared/ui/sandbox-banner';
import type { AppRouter } from './routes/router';

/**
 * Store > router. antd's ConfigProvider and App wrap the routes that use antd (routes/AntdShell),
 * inside the router, so pages without antd do not download it. Both are built before the first
 * render (index.tsx), each in its own short task.
 */
export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <SandboxBanner />
      <AppUpdatePrompt />
      <RouterProvider router={router} />
    </Provider>
  );
}

/** The store the app starts with, and whether it holds a session (the signed-in routes' code). */
export function startStore() {
  const store = createAppStore();
  return { store, signedIn: selectIsAuthenticated(store.getState()) };
}
