// Reads the remote manifest (build/remotes.json, or another file of the same shape such as the e2e fixtures') and
// checks its shape, so that a typo fails the build instead of a route. Node built-ins only: the build, the dev tools
// and the tests require it.
const fs = require('node:fs');
const path = require('node:path');

const MAIN_MANIFEST = path.join(__dirname, 'remotes.json');
/** Every manifest names folders relative to the repository root. */
const REPO_ROOT = path.resolve(__dirname, '..');
const NAME = /^mf_[a-z0-9_]+$/;
const MODULE = /^\.\/[A-Za-z0-9]+$/;

function fail(file, message) {
  throw new Error(`${path.relative(process.cwd(), file) || file}: ${message}`);
}

/** The remotes of one manifest file, checked. Each gains `root`, the absolute path of its folder. */
function readManifest(file = MAIN_MANIFEST) {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(manifest.remotes)) fail(file, 'expected { "remotes": [...] }');
  const names = new Set();
  const paths = new Set();
  return manifest.remotes.map((remote) => {
    const where = remote && remote.name ? remote.name : '(a remote without a name)';
    if (!NAME.test(remote.name ?? '')) fail(file, `${where}: the name must look like mf_<name>`);
    if (names.has(remote.name)) fail(file, `${where} is declared twice`);
    names.add(remote.name);
    if (typeof remote.folder !== 'string' || !remote.folder) fail(file, `${where}: a folder is required`);
    if (!Number.isInteger(remote.devPort)) fail(file, `${where}: devPort must be a port number`);
    if (typeof remote.label !== 'string' || !remote.label) fail(file, `${where}: a label is required`);
    const modules = remote.modules ?? {};
    for (const [name, source] of Object.entries(modules)) {
      if (!MODULE.test(name)) fail(file, `${where}: exposed module "${name}" must look like ./Name`);
      if (typeof source !== 'string') fail(file, `${where}: module ${name} needs a source file`);
    }
    for (const route of remote.routes ?? []) {
      if (typeof route.path !== 'string' || !route.path.startsWith('/')) fail(file, `${where}: bad route path`);
      if (paths.has(route.path)) fail(file, `${where}: route ${route.path} is declared twice`);
      paths.add(route.path);
      if (!modules[route.module]) fail(file, `${where}: route ${route.path} names unknown module ${route.module}`);
      if (!Array.isArray(route.roles) || route.roles.length === 0)
        fail(file, `${where}: route ${route.path} must list the roles allowed`);
      if (route.operator !== undefined && typeof route.operator !== 'boolean')
        fail(file, `${where}: route ${route.path}: operator must be true or false`);
      if (route.tasks !== undefined && !(Array.isArray(route.tasks) && route.tasks.every((t) => typeof t === 'string')))
        fail(file, `${where}: route ${route.path}: tasks must be a list of first-run checklist step keys`);
    }
    for (const widget of remote.widgets ?? []) {
      if (!modules[widget.module]) fail(file, `${where}: widget names unknown module ${widget.module}`);
    }
    return { ...remote, root: path.join(REPO_ROOT, remote.folder) };
  });
}

/** The main manifest's remotes (the product). */
function mainRemotes() {
  return readManifest(MAIN_MANIFEST);
}

/**
 * The manifest entry of the app in `dir`: looked up in the main manifest, then in a `remotes.json` in the app's parent
 * folder (how a test-only remote under e2e/fixtures/ declares itself without shipping in the product).
 */
function remoteOfFolder(dir) {
  const candidates = [MAIN_MANIFEST, path.join(path.dirname(dir), 'remotes.json')];
  for (const file of candidates) {
    if (!fs.existsSync(file)) continue;
    const found = readManifest(file).find((remote) => path.resolve(remote.root) === path.resolve(dir));
    if (found) return found;
  }
  throw new Error(`${dir} is not declared in build/remotes.json`);
}

module.exports = { MAIN_MANIFEST, mainRemotes, readManifest, remoteOfFolder };
