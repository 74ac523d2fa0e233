// One Rspack + Module Federation configuration for the shell (host) and every remote.
// Each app calls createConfig() from its own rspack.config.cjs so that it builds alone into its own dist/.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { API_DEV_PORT } = require('./dev-ports.cjs');
const { antdUsedExports, usedExportsOf } = require('./antd-usage.cjs');
const { antdModuleOf } = require('./antd-imports.cjs');
const { mainRemotes, remoteOfFolder } = require('./remote-manifest.cjs');
const { remoteBuild } = require('./parcel-config.cjs');
const { antdGroupRequest, antdGroupsOf, antdGroupSource } = require('./antd-groups.cjs');
const { FirstScreenPreloadPlugin } = require('./first-screen-preload.cjs');
const { AntdStaticCssPlugin } = require('./antd-static-css.cjs');

/** The shell's entry that only imports every antd group module (see `entry`). */
const ANTD_PROVIDES = './antd-provides.virtual.js';

/**
 * The antd group modules of one app (build/antd-groups.cjs): each group's request (parcelwatch-antd-core...), the
 * virtual file that re-exports its components, and that file's source. Every app builds the same groups from the
 * union of the components all apps import, so whichever copy wins the share scope (the shell's) has them all.
 */
function antdGroupModules(dir) {
  return antdGroupsOf(antdUsedExports()).map(([group, names]) => ({
    request: antdGroupRequest(group),
    file: path.join(dir, `antd-${group}.virtual.js`),
    source: antdGroupSource(names, antdModuleOf),
  }));
}

/**
 * The Module Federation runtime's packages, each published as CommonJS and as ESM: the plugin's runtime imports the
 * ESM files and the runtime's own CommonJS files require the CommonJS ones, so every app carried both copies of half
 * the runtime (some 25 KB raw on the first load). Each package's root resolves to its ESM entry, so one copy is built.
 */
function mfRuntimeAliases() {
  const from = (name, file) => require.resolve(name, { paths: [path.dirname(file)] });
  const enhanced = require.resolve('@module-federation/enhanced');
  const bundlerRuntime = from('@module-federation/webpack-bundler-runtime', enhanced);
  const runtime = from('@module-federation/runtime', bundlerRuntime);
  const runtimeCore = from('@module-federation/runtime-core', runtime);
  const sdk = from('@module-federation/sdk', runtimeCore);
  const esm = (cjs) => cjs.replace(/\.cjs$/, '.js');
  return {
    '@module-federation/runtime$': esm(runtime),
    '@module-federation/runtime-core$': esm(runtimeCore),
    '@module-federation/sdk$': esm(sdk),
  };
}

/** The version of antd an app builds with (a group module is no package: its shared version is antd's). */
function antdVersionOf(dir) {
  return require(require.resolve('antd/package.json', { paths: [dir] })).version;
}

/** Libraries shared as singletons: one copy in the browser (checked by the e2e suite). */
function sharedLibraries(dependencies, antdVersion = dependencies.antd) {
  const singleton = (name, version = dependencies[name]) => ({ singleton: true, requiredVersion: version });
  return {
    react: singleton('react'),
    'react/': singleton('react', dependencies.react),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom', dependencies['react-dom']),
    // Whole, react-router-dom (with the data routers, SSR and RSC parts of react-router) is 58 KB gzip; every app's
    // copy is trimmed to the union of the exports the apps import (build/antd-usage.cjs), so the copy that wins the
    // share scope holds what every app needs ('runtime-infer' would hand a consumer needing more the full build).
    'react-router-dom': {
      ...singleton('react-router-dom'),
      treeShaking: { usedExports: usedExportsOf('react-router-dom'), mode: 'runtime-infer' },
    },
    redux: singleton('redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    '@reduxjs/toolkit/': singleton('@reduxjs/toolkit', dependencies['@reduxjs/toolkit']),
    'react-redux': singleton('react-redux'),
    // antd is shared as a few group modules (build/antd-groups.cjs: parcelwatch-antd-core, -data, -extra):
    // build/antd-imports.cjs rewrites each app's `import { Button } from 'antd'` into its group, so the first screen
    // fetches only the core group (the whole package shared as one module was 300+ KB gzip on the first load,
    // tree-shaken or not; one module per component was some 60 small files). Every app builds the groups from the
    // union of the components all apps import (build/antd-usage.cjs), so the shell, whose share registers first and
    // wins ('loaded-first'), provides every group from its one build: one ConfigProvider context, one App context
    // for every component, whichever app renders it.
    ...Object.fromEntries(
      antdGroupsOf(antdUsedExports()).map(([group]) => [
        antdGroupRequest(group),
        { singleton: true, version: antdVersion, requiredVersion: dependencies.antd },
      ]),
    ),
    '@ant-design/cssinjs': singleton('@ant-design/cssinjs'),
    dayjs: singleton('dayjs'),
    'dayjs/': singleton('dayjs', dependencies.dayjs),
    // shared-auth is a workspace package: always imported by its package name, one instance (one store).
    'shared-auth': { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' },
  };
}

/**
 * What the parcel contract adds to an app's build: for a remote, its name, port, exposes (each a single-spa parcel)
 * and standalone page from its manifest entry (build/parcel-config.cjs); for the shell, nothing but its port.
 */
function appBuild(dir, host) {
  if (host) {
    const { SHELL_DEV_PORT } = require('./dev-ports.cjs');
    return { name: 'shell', port: SHELL_DEV_PORT, entry: './src/index.ts', exposes: {}, virtualModules: {} };
  }
  const remote = remoteOfFolder(dir);
  return { name: remote.name, port: remote.devPort, ...remoteBuild(remote) };
}

/** The dev server's /remotes.json: the same shape the API serves, every remote at its own dev server. */
function devRemoteList() {
  return {
    remotes: mainRemotes().map(({ root: _root, folder: _folder, devPort, ...remote }) => ({
      ...remote,
      entry: `http://127.0.0.1:${devPort}/mf-manifest.json`,
    })),
  };
}

/**
 * Production chunking. Each shared module (React, the router, each antd group...) is its own async chunk group; the
 * code two groups have in common (antd's _util and style, the icon renderer, @rc-component/util...) goes into common
 * chunks instead of a copy in each, and those chunks are not cut smaller than needed: few requests on the first load.
 */
function optimizationFor(production) {
  if (!production) return {};
  return {
    minimize: true,
    // Short export names and a second compression pass: a few KB less on every file.
    mangleExports: 'size',
    minimizer: [
      new rspack.SwcJsMinimizerRspackPlugin({
        minimizerOptions: { compress: { passes: 2 }, format: { comments: false } },
      }),
    ],
    splitChunks: { minSize: 5000, maxAsyncRequests: 30 },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir         the app's folder (a remote's name, port and exposes come from build/remotes.json)
 * @param {boolean} [options.host]     true for the shell
 */
function createConfig({ dir, host = false }) {
  const pkg = require(path.join(dir, 'package.json'));
  const { name, port, entry, exposes, virtualModules, shareSingletons = true } = appBuild(dir, host);
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const sharedAuthSrc = path.resolve(__dirname, '..', 'shared-auth', 'src');
  const antdGroups = antdGroupModules(dir);

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: {
      main: entry,
      // Rspack provides a shared module only if the app imports it: this entry imports every antd group, so the shell
      // provides each one, even a group only remotes render. No page loads this entry.
      ...(host ? { 'antd-provides': ANTD_PROVIDES } : {}),
    },
    output: {
      path: path.join(dir, 'dist'),
      // The host lives at the site root; a remote resolves its chunks from wherever its manifest was served.
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // The full fallback of a tree-shaken share is compiled into independent-packages/ before the app: keep it.
      clean: { keep: /^independent-packages[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
      // build/shared-probe.js sits outside the app: resolve its imports from the app's own dependencies.
      modules: [path.join(dir, 'node_modules'), 'node_modules'],
      // Each antd group request resolves to its virtual module (the fallback a consumer builds, and what it provides).
      alias: {
        ...Object.fromEntries(antdGroups.map((group) => [`${group.request}$`, group.file])),
        ...mfRuntimeAliases(),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          include: [path.join(dir, 'src'), sharedAuthSrc, path.join(__dirname, 'shared-probe.js')],
          // Loaders run last to first: antd's named imports become per-component imports before SWC compiles.
          use: [
            {
              loader: 'builtin:swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
            { loader: path.join(__dirname, 'antd-imports.cjs') },
          ],
          type: 'javascript/auto',
        },
        // These @rc-component packages declare no `sideEffects`, so an import of one name from a package's index keeps
        // every module the index re-exports. antd's Select, Input and Typography import only the form's FormProvider
        // context (antd/es/form/context), and every Button's style only the colour picker's ColorBlock and Color
        // (through ColorPresets), yet that brought the form engine with its validator and the whole colour picker into
        // antd's core group, on the first load (about 10 KB brotli). Their modules only define components, hooks and
        // helpers: marked side-effect free, such an import reaches the modules it names, and the rest stays with the
        // components that use it (antd's Form in the data group, ColorPicker in extra).
        { test: /[\\/]@rc-component[\\/](?:form|color-picker|util)[\\/]/, sideEffects: false },
        { test: /\.(png|svg|jpe?g|ico)$/, type: 'asset/resource' },
        // `import css from 'x.css?raw'`: the stylesheet's text, which the importing code injects itself (the map's
        // Leaflet CSS, in the map's lazy chunk only). No other CSS handling: the apps style with antd's CSS-in-JS.
        { test: /\.css$/, resourceQuery: /^\?raw$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new rspack.experiments.VirtualModulesPlugin({
        ...virtualModules,
        ...Object.fromEntries(antdGroups.map((group) => [group.file, group.source])),
        ...(host ? { [ANTD_PROVIDES]: antdGroups.map((group) => `import '${group.request}';`).join('\n') } : {}),
      }),
      // Rspack's federation plugin embeds the bundler runtime by its CommonJS entry, which drags in most of the
      // federation SDK untouched by tree shaking; its ES module build (same folder, .js) keeps only what is used: each
      // remoteEntry.js a third smaller (13.4 -> 9.1 KB brotli). (Doing the same for the runtime and runtime tools
      // made main.js larger: both builds of some modules ended up in it.)
      new rspack.NormalModuleReplacementPlugin(
        /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/,
        (resource) => {
          const esm = resource.request.replace(/\.cjs$/, '.js');
          if (require('node:fs').existsSync(esm)) resource.request = esm;
        },
      ),
      new rspack.DefinePlugin({
        __API_BASE_URL__: JSON.stringify(process.env.API_BASE_URL ?? ''),
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'index.html'),
        templateParameters: { title: host ? 'Parcelwatch' : `Parcelwatch · ${name} (standalone)` },
        // A remote's index.html is only its standalone development page.
        filename: 'index.html',
        // Only the app's entry: the container (remoteEntry.js) is for other apps and would add its own
        // federation runtime (about 34 KB gzip) to the page.
        chunks: ['main'],
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        // The host exposes nothing: it compares the remotes' probes with its own imports (sharedCheck.ts).
        // A remote that opts out of the shared singletons (build/remotes.json) shares nothing and has no probe.
        exposes:
          host || !shareSingletons ? exposes : { './probe': path.join(__dirname, 'shared-probe.js'), ...exposes },
        remotes: {},
        shared: shareSingletons ? sharedLibraries(pkg.dependencies, antdVersionOf(dir)) : {},
        manifest: true,
        dts: false,
        // 'loaded-first' does not fetch every remote at start: one dead remote cannot break the shell.
        shareStrategy: 'loaded-first',
        // In production the host carries the one federation runtime and every remote container uses it, instead
        // of each remoteEntry.js bundling its own copy (about 30 KB gzip each). A production remote therefore
        // runs inside the shell only; the standalone page of `npm run dev` keeps its own runtime.
        experiments: {
          ...(production ? (host ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          // Browser only: the runtime's Node script loader is left out of main.js and each remoteEntry.js.
          optimization: { target: 'web' },
        },
      }),
      // The shell's index.html preloads its first screen's scripts: the bootstrap chunk and the shared libraries it
      // uses (build/first-screen-preload.cjs).
      ...(host && production ? [new FirstScreenPreloadPlugin({ chunkGroup: 'bootstrap' })] : []),
      // antd's styles as one build-time stylesheet, linked from the shell's page (build/antd-static-css.cjs).
      ...(host ? [new AntdStaticCssPlugin({ dir })] : []),
    ],
    optimization: optimizationFor(production),
    performance: { hints: false },
    devServer: {
      port,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${API_DEV_PORT}` }],
      setupMiddlewares: host
        ? (middlewares) => {
            // In development the remote list points at each remote's own dev server.
            middlewares.unshift({
              name: 'remote-list',
              path: '/remotes.json',
              middleware: (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.end(JSON.stringify(devRemoteList()));
              },
            });
            return middlewares;
          }
        : undefined,
    },
  };
}

module.exports = { createConfig, sharedLibraries, devRemoteList };
