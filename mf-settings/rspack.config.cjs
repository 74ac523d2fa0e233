const { createConfig } = require('../build/rspack.mf.cjs');
const { remotes } = require('../build/dev-ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_settings',
  port: remotes.mf_settings,
  exposes: {
    './SettingsPage': './src/features/settings/pages/SettingsPage.tsx',
    './SupportPage': './src/features/support/pages/SupportPage.tsx',
  },
});
