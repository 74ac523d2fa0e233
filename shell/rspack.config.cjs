const { createConfig } = require('../build/rspack.mf.cjs');
const { SHELL_DEV_PORT } = require('../build/dev-ports.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: SHELL_DEV_PORT, host: true });
