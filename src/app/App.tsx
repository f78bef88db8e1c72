import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { selectIsAuthenticated } from '@/entities/user';
import { createAppStore } from '@/shared/lib/store';
import { AppUpdatePrompt } from '@/shared/ui/app-update';
import { SandboxBanner } from '@/shared/ui/sandbox-banner';
import { createRouter } from './routes/router';

/**
 * Store > router. antd's ConfigProvider and App wrap the routes that use antd (routes/AntdShell),
 * inside the router, so pages without antd do not download it.
 */
export function App() {
  const [store] = useState(createAppStore);
  const [router] = useState(() => createRouter(selectIsAuthenticated(store.getState()), store));
  return (
    <Provider store={store}>
      <SandboxBanner />
      <AppUpdatePrompt />
      <RouterProvider router={router} />
    </Provider>
  );
}
