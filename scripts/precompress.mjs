// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset of a build
// folder, so the server sends the best encoding the browser accepts without compressing at request time
// (@fastify/static's `preCompressed`). Run by each front-end package's `build` script after rspack:
//   node ../scripts/precompress.mjs dist
// A file under 1 KB, or one that would not get smaller, is left alone (the server then sends it as is).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_ASSET = /\.(js|mjs|cjs|css|html|json|svg|txt|xml|webmanifest)$/i;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && TEXT_ASSET.test(entry.name)) yield path;
  }
}

async function compressOne(path) {
  const { size } = await stat(path);
  if (size < MIN_BYTES) return { raw: size, br: size, gz: size };
  const body = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  if (br.length < size) await writeFile(`${path}.br`, br);
  if (gzipped.length < size) await writeFile(`${path}.gz`, gzipped);
  return { raw: size, br: Math.min(br.length, size), gz: Math.min(gzipped.length, size) };
}

/** Precompresses every text asset under `dir`, four at a time; returns the totals in bytes. */
export async function precompress(dir) {
  const queue = [];
  for await (const path of files(dir)) queue.push(path);
  const totals = { files: queue.length, raw: 0, br: 0, gz: 0 };
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const sizes = await compressOne(path);
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const started = Date.now();
  const t = await precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${t.files} files in ${dir}: ${kb(t.raw)} raw, ${kb(t.br)} brotli, ${kb(t.gz)} gzip (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
