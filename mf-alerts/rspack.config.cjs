const { createConfig } = require('../build/rspack.mf.cjs');
const { remotes } = require('../build/dev-ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_alerts',
  port: remotes.mf_alerts,
  exposes: {
    './AlertsPage': './src/features/alerts/pages/AlertsPage.tsx',
    './AlertsOverviewWidget': './src/features/alerts/pages/AlertsOverviewWidget.tsx',
    './DocumentPage': './src/features/documents/pages/DocumentPage.tsx',
  },
});
