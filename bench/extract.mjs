// `npm run bench -- extract [pages]`: generates a 300-page agenda PDF (text layer, pdf-lib), then extracts it as the
// API does, in the extraction worker pool (api/src/extract/pool.ts: a worker thread, pdfjs-dist page by page), in a
// fresh Node process: once cold (the worker starts) and once warm (the worker reused); prints pages/second and the
// process's peak RSS (main thread and worker together).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const api = join(root, 'api');
const require = createRequire(join(api, 'package.json'));
const pages = Number(process.argv[2] ?? 300);
const { PDFDocument, StandardFonts } = await import(pathToFileURL(require.resolve('pdf-lib')).href);

const dir = mkdtempSync(join(tmpdir(), 'pw-bench-extract-'));
const file = join(dir, 'agenda.pdf');
try {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Planning and Housing Committee - Agenda page ${p}`, { x: 50, y: 740, size: 14, font });
    for (let line = 0; line < 45; line++) {
      page.drawText(
        `${p}.${line + 1} Application OZ-${20000 + p * 50 + line} at ${100 + line} Queen Street West, Ward ${(line % 25) + 1}: zoning by-law amendment.`,
        { x: 50, y: 710 - line * 15, size: 9, font },
      );
    }
  }
  writeFileSync(file, await pdf.save());
  const size = statSync(file).size;
  const child = `
    const { extractIsolated, extractionPool } = await import(${JSON.stringify(pathToFileURL(join(api, 'src/extract/pool.ts')).href)});
    const t0 = performance.now();
    const result = await extractIsolated(${JSON.stringify(file)}, 'application/pdf');
    const seconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    await extractIsolated(${JSON.stringify(file)}, 'application/pdf');
    const warmSeconds = (performance.now() - t1) / 1000;
    await extractionPool.close();
    console.log(JSON.stringify({ pages: result.pages.length, chars: result.text.length, seconds, warmSeconds, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  `;
  const out = await new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
      cwd: api,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    proc.stdout.on('data', (c) => (text += c));
    proc.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`extraction process exited with ${code}`)),
    );
  });
  const r = JSON.parse(String(out).trim().split('\n').pop());
  console.log(`PDF: ${pages} pages, ${(size / 1024 / 1024).toFixed(1)} MB`);
  console.log(
    `extracted ${r.pages} pages, ${r.chars} characters in ${r.seconds.toFixed(2)} s: ${(r.pages / r.seconds).toFixed(1)} pages/s (cold: the worker starts)`,
  );
  console.log(
    `again in ${r.warmSeconds.toFixed(2)} s: ${(r.pages / r.warmSeconds).toFixed(1)} pages/s (warm: the worker reused)`,
  );
  console.log(`peak RSS of the extracting process: ${r.maxRssMb.toFixed(0)} MB`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
