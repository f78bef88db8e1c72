import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type AppStore, type RootState } from '../store';
import { notificationConfig, theme } from '../../ui/theme';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** initial location of the memory router */
  route?: string;
}

/** Renders with a real store, the antd providers and a router, as the app does. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, store = createAppStore(preloadedState), route = '/', ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <ConfigProvider theme={theme}>
          <AntApp notification={notificationConfig}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </AntApp>
        </ConfigProvider>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
