import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppStore } from '@/shared/lib/store';
import { notificationConfig, theme } from '@/shared/ui';
import { createRouter } from './routes/router';

/** Providers in the order of the design card: store > theme > antd App > router. */
export function App() {
  const [store] = useState(createAppStore);
  const [router] = useState(createRouter);
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntApp notification={notificationConfig}>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
