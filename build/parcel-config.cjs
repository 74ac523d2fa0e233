// The parcel contract's part of the build: what a remote exposes and its standalone page, derived from its entry in
// the remote manifest (build/remotes.json). createConfig (rspack.mf.cjs) calls remoteBuild() for every remote.
const path = require('node:path');

const STANDALONE = './standalone.virtual.js';
const virtualParcel = (module) => `./parcel-${module.replace(/^\.\//, '')}.virtual.js`;
const file = (remote, source) => JSON.stringify(path.join(remote.root, source));

/**
 * A remote that shares the singletons exposes each page or widget wrapped by shared-auth's createRemoteParcel: the
 * module written by the team stays a plain React component (default export), and the federation module is a parcel
 * (bootstrap, mount, unmount, update). A remote that opts out (`"shareSingletons": false`) brings its own React, so
 * its exposed modules are its own lifecycles, exposed as they are.
 */
function parcelExposes(remote) {
  const modules = Object.entries(remote.modules ?? {});
  if (remote.shareSingletons === false) {
    return {
      exposes: Object.fromEntries(modules.map(([name, source]) => [name, path.join(remote.root, source)])),
      virtualModules: {},
    };
  }
  const exposes = {};
  const virtualModules = {};
  for (const [name, source] of modules) {
    exposes[name] = virtualParcel(name);
    virtualModules[virtualParcel(name)] = [
      `import Component from ${file(remote, source)};`,
      "import { createRemoteParcel } from 'shared-auth';",
      `const parcel = createRemoteParcel(Component, ${JSON.stringify(`${remote.name}/${name.slice(2)}`)});`,
      'export const { bootstrap, mount, unmount, update } = parcel;',
      'export default parcel;',
    ].join('\n');
  }
  return { exposes, virtualModules };
}

/** The standalone development page: the remote's routes from the manifest, each page loaded on its route. */
function standaloneEntry(remote) {
  if (remote.shareSingletons === false) {
    return `document.body.textContent = ${JSON.stringify(`${remote.name} runs inside the shell only.`)};`;
  }
  const routes = (remote.routes ?? []).map(
    (route) =>
      `{ path: ${JSON.stringify(route.path)}, load: () => import(${file(remote, remote.modules[route.module])}) }`,
  );
  return [
    `const routes = [${routes.join(', ')}];`,
    // The dynamic import is the async boundary: shared modules are negotiated before any of them is used.
    "import('shared-auth').then(({ startStandalone }) => startStandalone({ routes }));",
  ].join('\n');
}

/** Entry, exposes and virtual modules of a remote's build. */
function remoteBuild(remote) {
  const { exposes, virtualModules } = parcelExposes(remote);
  return {
    entry: STANDALONE,
    exposes,
    virtualModules: { ...virtualModules, [STANDALONE]: standaloneEntry(remote) },
    shareSingletons: remote.shareSingletons !== false,
  };
}

module.exports = { remoteBuild, parcelExposes, standaloneEntry };
