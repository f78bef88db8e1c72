// The production build's CSS, minified before css-loader: the style rules a page's scripts carry
// (style-loader injects them) lose their comments and spaces, as the scripts around them do.
// esbuild keeps CSS modules' own syntax (`:global(...)`, `composes`) for css-loader to read.
const { transformSync } = require('esbuild');

module.exports = function minifyCss(source) {
  return transformSync(source, { loader: 'css', minify: true, sourcefile: this.resourcePath }).code;
};
