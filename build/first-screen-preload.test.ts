// The build step that writes the first screen's preload links into the shell's index.html
// (build/first-screen-preload.cjs): which files, and how they are written.
const { firstScreenFiles, withPreloads } = require('./first-screen-preload.cjs') as {
  firstScreenFiles: (input: {
    groupFiles: string[];
    manifest: { shared: Array<{ name: string; assets: { js: { sync: string[] } } }> };
    consumed: Iterable<string>;
  }) => string[];
  withPreloads: (html: string, files: string[], publicPath: string) => string;
};

const shared = (name: string, sync: string[]) => ({ name, assets: { js: { sync } } });

describe('first-screen preload links', () => {
  it('preloads the bootstrap chunks and the shared libraries they use, once each', () => {
    const files = firstScreenFiles({
      groupFiles: ['bootstrap.1a.js', 'bootstrap.1a.js.map', '5617.aa.js'],
      manifest: {
        shared: [
          shared('react', ['784.bb.js']),
          shared('parcelwatch-antd-core', ['1335.cc.js', '6195.dd.js']),
          // Only later screens use these: their own chunks wait, a chunk the core group also needs does not.
          shared('parcelwatch-antd-data', ['1335.cc.js', '4745.ee.js']),
          shared('dayjs', ['3303.gg.js']),
        ],
      },
      consumed: new Set(['react', 'parcelwatch-antd-core']),
    });
    expect(files).toEqual(['1335.cc.js', '5617.aa.js', '6195.dd.js', '784.bb.js', 'bootstrap.1a.js']);
  });

  it('writes the links into the head, under the public path', () => {
    const html = '<html><head><script defer src="/main.js"></script></head><body></body></html>';
    expect(withPreloads(html, ['784.bb.js'], '/')).toBe(
      '<html><head><script defer src="/main.js"></script><link rel="preload" as="script" href="/784.bb.js"></head><body></body></html>',
    );
    expect(() => withPreloads('<body></body>', ['784.bb.js'], '/')).toThrow('no </head>');
  });
});
