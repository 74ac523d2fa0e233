const { createConfig } = require('../build/rspack.mf.cjs');
const { remotes } = require('../build/dev-ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_legal',
  port: remotes.mf_legal,
  exposes: {
    './ProvincialPage': './src/pages/ProvincialPage.tsx',
    './PrecedentsPage': './src/pages/PrecedentsPage.tsx',
    './DecisionsPage': './src/pages/DecisionsPage.tsx'
  },
});
