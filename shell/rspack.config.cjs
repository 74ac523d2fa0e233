const { createConfig } = require('../build/rspack.mf.cjs');

module.exports = createConfig({ dir: __dirname, host: true });
