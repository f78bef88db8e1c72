/**
 * Navigations that leave the single-page app and load a page from the server. They sit behind one
 * object so a test can spy on them (`jest.spyOn(browserNavigation, 'fullPageLoad')`); jsdom cannot
 * load pages.
 */
export const browserNavigation = {
  /**
   * A full page load of `url`, not a client-side route change (after login). It replaces the
   * current entry, so Back from the page it opens skips the form that led there.
   */
  fullPageLoad(url: string) {
    window.location.replace(url);
  },
};
