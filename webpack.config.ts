import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { TsconfigPathsPlugin } from 'tsconfig-paths-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import CompressionPlugin from 'compression-webpack-plugin';
import { readFileSync } from 'node:fs';
import { ids, sources, Compilation, type Compiler } from 'webpack';
import { GenerateSW } from 'workbox-webpack-plugin';

/** Copies files into the build as they are (the web app manifest, the offline page). */
class CopyAsIsPlugin {
  constructor(private readonly files: Record<string, string>) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CopyAsIsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyAsIsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, from] of Object.entries(this.files))
            compilation.emitAsset(name, new sources.RawSource(readFileSync(from)));
        },
      );
    });
  }
}

/**
 * The service worker: precaches the app shell (the framework and main scripts) and the offline
 * page, and keeps every other hashed script the first time a page uses it (their names change with
 * their content, so a kept copy is never stale; a first visit on metered data downloads nothing
 * extra). Pages come from the network (the server writes each one's settings), falling back to the
 * offline page; nothing under /api/ is ever cached, so no balance or purchase answer is served
 * from a cache. A new worker waits until the customer accepts "New version available, reload".
 */
const serviceWorker = () =>
  new GenerateSW({
    swDest: 'sw.js',
    include: [/^assets\/(framework|main)\.[0-9a-f]+\.js$/, /^offline\.html$/],
    exclude: [/\.(gz|br)$/],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        urlPattern: /\/assets\/.+\.[0-9a-f]{7,10}\.(js|css)$/,
        handler: 'CacheFirst',
        options: { cacheName: 'scripts', expiration: { maxEntries: 150 } },
      },
    ],
  });

/**
 * Writes route-assets.json: every named chunk (the router names the signed-in shell's and each
 * dashboard page's) with the scripts and stylesheets it loads, so the server can preload exactly
 * a page's files in its HTML.
 */
class RouteAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RouteAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const assets: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = new Set<string>();
            for (const chunk of group.chunks)
              for (const file of [...chunk.files, ...chunk.auxiliaryFiles]) files.add(file);
            assets[name] = [...files].filter((file) => /\.(js|css)$/.test(file));
          }
          compilation.emitAsset('route-assets.json', new sources.RawSource(JSON.stringify(assets)));
        },
      );
    });
  }
}

type Env = Record<string, string | boolean | undefined>;

const antdStaticCss = path.resolve(__dirname, 'src/app/styles/antd.css');

export default (_env: Env, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  const devServer: DevServerConfiguration = {
    port: Number(process.env.DEV_PORT ?? 3000),
    historyApiFallback: true,
    hot: true,
    proxy: [
      {
        context: ['/api', '/media', '/simulator'],
        target: process.env.API_URL ?? 'http://localhost:8080',
      },
    ],
  };
  return {
    mode: production ? 'production' : 'development',
    entry: './src/app/index.tsx',
    output: {
      // DIST_DIR lets two builds (two people in one checkout) keep out of each other's way.
      path: path.resolve(__dirname, process.env.DIST_DIR ?? 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Lazy chunks by id, not name: names would put a table of them in every page's first script.
      // That table holds each chunk's hash, which does not compress: seven hex digits, not ten, keep
      // ~1.3 KB of a first load's 150 KB for code. A hash only tells a changed chunk from its last
      // build (ids tell chunks apart): a change that keeps its hash is one in 268 million.
      chunkFilename: production ? 'assets/[id].[contenthash:7].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Aliases come from tsconfig.json `paths`.
      plugins: [new TsconfigPathsPlugin()],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          exclude: /node_modules/,
          // Types are checked by `npm run typecheck`; the build only transpiles.
          options: { transpileOnly: true, compilerOptions: { module: 'esnext' } },
        },
        {
          // antd's rules for the signed-in shell, built here (scripts/antd-css/static-css-loader.cjs)
          // into one hashed stylesheet; src/app/styles/antd-stylesheet.ts loads it beside the
          // shell's chunk. A file rather than extracted chunk CSS: the CSS chunk loader would
          // add its runtime to every page's first load.
          test: antdStaticCss,
          type: 'asset/resource',
          use: [path.resolve(__dirname, 'scripts/antd-css/static-css-loader.cjs')],
        },
        {
          test: /\.css$/,
          exclude: antdStaticCss,
          use: [
            'style-loader',
            // css-loader 7 defaults to named exports; our modules use `import styles from`.
            { loader: 'css-loader', options: { modules: { auto: true, namedExport: false } } },
            ...(production
              ? [path.resolve(__dirname, 'scripts/webpack/minify-css-loader.cjs')]
              : []),
          ],
        },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        {
          // Slice public APIs (index.ts) only re-export, so a page that imports one form from
          // `@/features/auth` gets that form, not all four in one chunk, and the route guard's
          // selector from `@/entities/user` does not bring the entity's antd widgets into the
          // first load. Never import these indexes just for their side effects: webpack would
          // drop such an import.
          test: /[\\/]src[\\/](features|entities|widgets|shared)[\\/].+[\\/]index\.ts$/,
          sideEffects: false,
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/app/index.html', inject: 'body' }),
      new RouteAssetsPlugin(),
      new CopyAsIsPlugin({
        'manifest.webmanifest': './src/app/pwa/manifest.webmanifest',
        'offline.html': './src/app/pwa/offline.html',
      }),
      ...(production
        ? [
            // Stable module ids of 4 digits: past 500 modules webpack's default grows them to 5,
            // a byte more at every reference in every script of a page's first load.
            new ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true }),
            serviceWorker(),
            new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|svg)$/, threshold: 1024 }),
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: /\.(js|css|svg)$/,
              threshold: 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      // production: the DeterministicModuleIdsPlugin above
      moduleIds: production ? false : 'named',
      // one-letter export names where a module has few exports (the default takes two or more)
      mangleExports: production ? 'size' : false,
      splitChunks: {
        chunks: 'all',
        // A signed-in page loads the antd shell, the layout and the page at once: with the defaults
        // that was some thirty small files, five rounds of six on one HTTP/1.1 host. At most six
        // files per lazy import and no file under 30 KB: 21 files, the same bytes.
        maxAsyncRequests: 6,
        minSize: 30_000,
        cacheGroups: {
          // React, the router and Redux change rarely: one long-cached file for every page.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|react-redux|redux|reselect|immer)[\\/]/,
            name: 'framework',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    devServer,
  };
};
