const { createConfig } = require('../build/rspack.mf.cjs');
const { remotes } = require('../build/dev-ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_legal',
  port: remotes.mf_legal,
  exposes: {
    './ProvincialPage': './src/features/provincial/pages/ProvincialPage.tsx',
    './PrecedentsPage': './src/features/precedents/pages/PrecedentsPage.tsx',
    './DecisionsPage': './src/features/decisions/pages/DecisionsPage.tsx',
  },
});
