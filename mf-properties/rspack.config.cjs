const { createConfig } = require('../build/rspack.mf.cjs');
const { remotes } = require('../build/dev-ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_properties',
  port: remotes.mf_properties,
  exposes: {
    './PropertiesPage': './src/features/properties/pages/PropertiesPage.tsx',
    './CreatePropertyPage': './src/features/properties/pages/CreatePropertyPage.tsx',
    './MapPage': './src/features/map/pages/MapPage.tsx',
    './ProjectPulseWidget': './src/features/properties/pages/ProjectPulseWidget.tsx',
  },
});
