const { createConfig } = require('../build/rspack.mf.cjs');
const { remotes } = require('../build/dev-ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_legal',
  port: remotes.mf_legal,
  exposes: {
    './ProvincialPage': './src/features/legal/pages/ProvincialPage.tsx',
    './PrecedentsPage': './src/features/legal/pages/PrecedentsPage.tsx',
    './DecisionsPage': './src/features/legal/pages/DecisionsPage.tsx'
  },
});
