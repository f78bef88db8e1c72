import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, type AppStore, type RootState } from '../store';
import { notificationConfig, shellTheme } from '../../ui/theme';
import { AppNotifier } from '../../ui/outcome';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** initial location of the memory router */
  route?: string;
  /**
   * Render inside the antd shell's providers, as the dashboard routes are (default). The sign-in
   * pages are not: their popups come from antd's static notification, loaded on first use.
   */
  antdShell?: boolean;
  /**
   * Wrap ui in a memory router at `route` (default). False when ui is a RouterProvider of its own:
   * a route table with lazy routes and handles, as the app's router has.
   */
  router?: boolean;
}

/** Renders with a real store, the antd shell's providers and a router, as the app does. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    preloadedState,
    store = createAppStore(preloadedState),
    route = '/',
    antdShell = true,
    router = true,
    ...rest
  } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    const routed = router ? (
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    ) : (
      children
    );
    return (
      <Provider store={store}>
        {antdShell ? (
          <ConfigProvider theme={shellTheme}>
            <AntApp notification={notificationConfig}>
              <AppNotifier>{routed}</AppNotifier>
            </AntApp>
          </ConfigProvider>
        ) : (
          routed
        )}
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
