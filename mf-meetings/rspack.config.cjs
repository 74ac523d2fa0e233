const { createConfig } = require('../build/rspack.mf.cjs');
const { remotes } = require('../build/dev-ports.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_meetings',
  port: remotes.mf_meetings,
  exposes: {
    './MeetingsPage': './src/features/meetings/pages/MeetingsPage.tsx',
  },
});
