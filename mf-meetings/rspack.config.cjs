const { createConfig } = require('../build/rspack.mf.cjs');

// Name, port, exposed modules and standalone page: this remote's entry in build/remotes.json.
module.exports = createConfig({ dir: __dirname });
