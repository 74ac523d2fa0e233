// Development ports: the shell, the API they proxy to, and each remote's dev server (from build/remotes.json).
const { mainRemotes } = require('./remote-manifest.cjs');

module.exports = {
  API_DEV_PORT: 8000,
  SHELL_DEV_PORT: 3000,
  remotes: Object.fromEntries(mainRemotes().map((remote) => [remote.name, remote.devPort])),
};
