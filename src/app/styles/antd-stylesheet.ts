import href from './antd.css?url';

/**
 * antd's static rules (built from antd.css by scripts/antd-css/static-css-loader.cjs), put first in
 * <head> as antd's runtime styles were, so our own rules win at equal specificity. Resolves once
 * the sheet applies, so the shell never paints unstyled; rejects if it cannot be loaded.
 */
export const antdStylesheet = new Promise<void>((resolve, reject) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.onload = () => resolve();
  link.onerror = () => reject(new Error(`Failed to load ${link.href}`));
  document.head.prepend(link);
});
