import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { reportAssetFailure } from '@/shared/lib/dom';

/** A route whose component arrives in its own chunk. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      reportAssetFailure(error);
      throw error;
    }
  };
}

export const page = (
  path: string,
  title: string,
  load: () => Promise<ComponentType>,
): RouteObject => ({
  path,
  handle: { title },
  lazy: lazyPage(load),
});

/**
 * A signed-in route as a visitor without a session meets it: the same path, none of its code.
 * React Router downloads the code of every matched route at once, before RequireAuth can send the
 * visitor to the login page: the antd shell, the layout and the page (some 230 KB on 3G) only to
 * redirect. Login ends in a full page load, which builds the routes again with their code.
 */
export function withoutCode(route: RouteObject): RouteObject {
  if (route.index) return { ...route, lazy: undefined };
  return { ...route, lazy: undefined, children: route.children?.map(withoutCode) };
}
