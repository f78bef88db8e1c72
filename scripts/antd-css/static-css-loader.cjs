/**
 * Webpack loader for src/app/styles/antd.css: replaces the placeholder with antd's component rules,
 * rendered at build time by @ant-design/static-style-extract (antd's documented "whole export").
 * The signed-in shell runs antd with `zeroRuntime`, so the browser only loads this file instead of
 * generating and inserting the same rules on the main thread.
 *
 * The rules use CSS variables for every design token; antd still writes the variables of our
 * theme at runtime (one small rule per theme and component), so the file does not depend on the
 * theme. The extraction's own variable rules (`.css-var-<key>…{--ant-…}`) are dropped: their key
 * never matches the one antd gives the page.
 */
const { createElement } = require('react');
const { ConfigProvider } = require('antd');
const { extractStyle } = require('@ant-design/static-style-extract');
const unstyled = require('./unstyled-components.cjs');

const variableRule = /(^|\})\.css-var-[^{]*\{[^{}]*\}/g;

function withoutVariableRules(css) {
  let previous;
  let next = css;
  // adjacent variable rules share a brace, so one pass can leave every other one
  do {
    previous = next;
    next = previous.replace(variableRule, '$1');
  } while (next !== previous);
  return next;
}

module.exports = function antdStaticCss() {
  this.cacheable(true);
  this.addDependency(require.resolve('antd/package.json'));
  this.addDependency(require.resolve('./unstyled-components.cjs'));
  // rendering every component once also renders the deprecated ones, and antd says so each time
  const consoleError = console.error;
  console.error = (...args) => {
    if (!String(args[0]).startsWith('Warning: [antd:')) consoleError(...args);
  };
  try {
    const css = extractStyle({
      excludes: unstyled,
      customTheme: (node) => createElement(ConfigProvider, { theme: { hashed: false } }, node),
    });
    return withoutVariableRules(css);
  } finally {
    console.error = consoleError;
  }
};
