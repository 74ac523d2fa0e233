const path = require('node:path');
const { createConfig } = require('../build/rspack.mf.cjs');

// Name, port, exposed modules and standalone page: this remote's entry in build/remotes.json.
const config = createConfig({ dir: __dirname });

// The precedents charts (@ant-design/charts, G2 and their dependencies) are one file, precedents-charts.<hash>.js,
// that only the charts' lazy import fetches: the libraries they alone use stay in it instead of being split into
// vendor chunks, so `npm run bench -- web` can weigh the charts apart from the page.
if (config.optimization.splitChunks) {
  config.optimization.splitChunks.cacheGroups = {
    precedentsCharts: {
      name: 'precedents-charts',
      chunks: (chunk) => chunk.name === 'precedents-charts',
      enforce: true,
      priority: 30,
    },
  };
}

// What the chart chunk needs of the charts' dependencies, and no more (its budget is 350 KB gzip; 433 KB without):
config.resolve.alias = {
  ...config.resolve.alias,
  // @ant-design/plots imports a dozen helpers from lodash, whose CommonJS build cannot be tree-shaken: the same
  // functions from lodash's ES module build.
  lodash$: path.dirname(require.resolve('lodash-es/package.json', { paths: [__dirname] })),
  // G2 draws with its canvas renderer unless a chart is given another: here its module is the SVG renderer's, so the
  // charts are SVG (crisp at any zoom, slices the browser hit-tests) without a renderer object in their props (the
  // library deep-copies its props on each update, which a renderer's circular references overflow).
  '@antv/g-canvas$': path.join(path.dirname(require.resolve('@antv/g-svg', { paths: [__dirname] })), 'index.esm.js'),
  // @antv/g uses html2canvas only to export a chart with HTML overlays as an image, which the app never does.
  html2canvas$: path.join(__dirname, 'build', 'no-html2canvas.js'),
};

// Pie and Bar need G2's core marks only: build/g2-core-chart.js registers those alone.
const { rspack } = require('@rspack/core');
config.plugins.push(
  new rspack.NormalModuleReplacementPlugin(/^\.\/chart$/, (resource) => {
    if (/@ant-design[\\/]plots[\\/]es[\\/]core[\\/]base$/.test(resource.context))
      resource.request = path.join(__dirname, 'build', 'g2-core-chart.js');
  }),
);

module.exports = config;
