import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { documents, properties, propertyDocuments } from '../../src/db/schema/index.js';
import { fetchAndExtract } from '../../src/pipeline/fetch-document.js';
import { createLocalStore } from '../../src/storage/local.js';
import type { PoliteFetch } from '../../src/pipeline/connectors/http.js';
import { ExtractionError } from '../../src/extract/index.js';
import { DEFAULT_EXTRACTION_LIMITS, ExtractionPool } from '../../src/extract/pool.js';
import { checkZipArchive, DEFAULT_ZIP_LIMITS, ZipRefusedError } from '../../src/extract/zip-check.js';
import { bearer, createTestContext, registerUser, type TestContext } from '../helpers/helpers.js';
import { buildDocx, buildZip, documentXml } from '../helpers/zip-builder.js';

/*
 * Decompression bombs and extraction limits: zip archives checked before they are unpacked, extraction in worker
 * processes with a memory and a time limit, and the API answering /api/health while a bomb is being handled.
 *
 * `npm test` runs this file alone and in band (api/package.json): its /api/health check measures the API's answers
 * while a bomb is handled, which the suite's other test worker would disturb on a 2-core machine.
 */

const MB = 1024 * 1024;

/** The other client: polls the URL every 20 ms until its stdin says stop, then prints each answer's start, time and status. */
const POLLER = `
const url = process.argv[1];
let stop = false;
process.stdin.on('data', () => (stop = true));
const samples = [];
while (!stop) {
  const at = Date.now();
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  samples.push({ at, ms: performance.now() - started, status: res.status });
  if (samples.length === 3) process.stdout.write('ready\\n');
  await new Promise((r) => setTimeout(r, 20));
}
process.stdout.write(JSON.stringify(samples));
`;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pw-extract-limits-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: Buffer) {
  const p = path.join(dir, name);
  await writeFile(p, content);
  return p;
}

/** ~300 MB of XML-ish filler deflated (about 300 KB): the bomb of the review, inside a DOCX. */
function bombXml(): Buffer {
  return deflateRawSync(Buffer.alloc(300 * MB, 0x41), { level: 9 });
}

describe('zip archive check', () => {
  it('accepts an ordinary DOCX', async () => {
    const docx = await file('ok.docx', buildDocx({ data: Buffer.from(documentXml(['Rezoning of 12 Main Street'])) }));
    await expect(checkZipArchive(docx)).resolves.toBeUndefined();
  });

  it('refuses declared sizes over the limit, suspicious ratios, too many entries and sizes that lie', async () => {
    const deflated = bombXml();
    // Honest headers: 300 MB declared.
    const honest = await file('honest.docx', buildDocx({ data: Buffer.alloc(0), deflated, declaredSize: 300 * MB }));
    await expect(checkZipArchive(honest)).rejects.toThrow(/unpacks to more than 200 MB/);
    // Under the total but compressed a thousand to one.
    await expect(checkZipArchive(honest, { ...DEFAULT_ZIP_LIMITS, maxInflatedBytes: 1024 * MB })).rejects.toThrow(
      /decompression bomb/,
    );
    // Lying headers: 1 KB declared, 300 MB inside: caught while inflating, long before 300 MB.
    const liar = await file('liar.docx', buildDocx({ data: Buffer.alloc(0), deflated, declaredSize: 1024 }));
    await expect(checkZipArchive(liar)).rejects.toThrow(/unpacks to more than the 1024 bytes it declares/);
    // Many entries.
    const many = await file(
      'many.zip',
      buildZip(Array.from({ length: 50 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from('x') }))),
    );
    await expect(checkZipArchive(many, { ...DEFAULT_ZIP_LIMITS, maxEntries: 20 })).rejects.toThrow(
      'The archive has 50 entries (at most 20 are accepted).',
    );
    // Not an archive at all.
    const junk = await file('junk.docx', Buffer.from('PK\u0003\u0004 not really a zip'));
    await expect(checkZipArchive(junk)).rejects.toThrow(ZipRefusedError);
  });
});

describe('extraction pool', () => {
  it('extracts in a child process, reused for the next file; a bomb fails with a clear reason', async () => {
    const pool = new ExtractionPool(DEFAULT_EXTRACTION_LIMITS);
    try {
      const docx = await file(
        'text.docx',
        buildDocx({ data: Buffer.from(documentXml(['Item 5.1', 'Official plan amendment at 40 Bay Street'])) }),
      );
      const result = await pool.extract(docx, 'docx');
      expect(result.text).toContain('Official plan amendment at 40 Bay Street');
      expect((await pool.extract(docx, 'docx')).text).toBe(result.text);
      const bomb = await file(
        'bomb.docx',
        buildDocx({ data: Buffer.alloc(0), deflated: bombXml(), declaredSize: 300 * MB }),
      );
      await expect(pool.extract(bomb, 'docx')).rejects.toThrow(
        'The DOCX file was refused: The archive unpacks to more than 200 MB, the most accepted.',
      );
      // The pool's own inflated-size limit is applied over the caller's options.
      const small = new ExtractionPool({ ...DEFAULT_EXTRACTION_LIMITS, maxInflatedMb: 1 });
      const bigger = await file(
        'bigger.docx',
        buildDocx({
          data: Buffer.from(
            documentXml(Array.from({ length: 40_000 }, (_, i) => `Paragraph ${i} of the staff report`)),
          ),
        }),
      );
      await expect(small.extract(bigger, 'docx', { maxInflatedBytes: 500 * MB })).rejects.toThrow(/more than 1 MB/);
      await small.close();
    } finally {
      await pool.close();
    }
  });

  it("is fair between companies: one company's queued files never make another's small file wait behind them", async () => {
    // One worker. Company A queues four files, then company B one small file: B's is read second, right after the
    // file of A already running (a first-come queue read it last). Then A's two files and C's two alternate.
    const pool = new ExtractionPool({ ...DEFAULT_EXTRACTION_LIMITS, workers: 1 });
    try {
      const done: string[] = [];
      const names = ['a1', 'a2', 'a3', 'a4'];
      const paths = await Promise.all(names.map((n) => file(`${n}.txt`, Buffer.from(`file ${n}`))));
      const aFiles = paths.map((f) =>
        pool.extract(f, 'txt', {}, 'company-a').then((r) => void done.push(r.text.trim())),
      );
      const small = await file('b1.txt', Buffer.from('file b1'));
      const bFile = pool.extract(small, 'txt', {}, 'company-b').then((r) => void done.push(r.text.trim()));
      expect(pool.waiting).toBe(4); // a1 running; a2-a4 and b1 waiting
      await Promise.all([...aFiles, bFile]);
      expect(done).toEqual(['file a1', 'file b1', 'file a2', 'file a3', 'file a4']);

      done.length = 0;
      const [x1, x2, y1, y2] = await Promise.all(
        ['x1', 'x2', 'y1', 'y2'].map((n) => file(`${n}.txt`, Buffer.from(`file ${n}`))),
      );
      await Promise.all(
        [
          [x1, 'company-a'],
          [x2, 'company-a'],
          [y1, 'company-c'],
          [y2, 'company-c'],
        ].map(([f, tenant]) => pool.extract(f!, 'txt', {}, tenant).then((r) => void done.push(r.text.trim()))),
      );
      expect(done).toEqual(['file x1', 'file y1', 'file x2', 'file y2']);
      expect(pool.waiting).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('ends a worker that needs more memory than allowed, and the next file gets a fresh one', async () => {
    // A 60 MB document.xml of ordinary text (compresses ~15:1, under every zip limit) in a 64 MB heap.
    const xml = Buffer.from(
      documentXml(Array.from({ length: 900_000 }, (_, i) => `Clause ${i}: the owner shall maintain ${i % 97} trees`)),
    );
    const pool = new ExtractionPool({ ...DEFAULT_EXTRACTION_LIMITS, maxMemoryMb: 64, maxInflatedMb: 1024 });
    try {
      const heavy = await file('heavy.docx', buildDocx({ data: xml }));
      await expect(pool.extract(heavy, 'docx')).rejects.toThrow(
        'The file needs more than 64 MB of memory to read, the most allowed; it was not read.',
      );
      const light = await file('light.docx', buildDocx({ data: Buffer.from(documentXml(['Still working'])) }));
      expect((await pool.extract(light, 'docx')).text).toBe('Still working');
    } finally {
      await pool.close();
    }
  });

  it('ends a worker that runs longer than allowed', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let p = 0; p < 150; p++) {
      const page = pdf.addPage([612, 792]);
      for (let line = 0; line < 40; line++)
        page.drawText(`Page ${p} line ${line}: application OZ-${p * 100 + line} at ${line} King Street`, {
          x: 50,
          y: 740 - line * 17,
          size: 9,
          font,
        });
    }
    const slow = await file('slow.pdf', Buffer.from(await pdf.save()));
    const pool = new ExtractionPool({ ...DEFAULT_EXTRACTION_LIMITS, timeoutMs: 300 });
    try {
      const error = await pool.extract(slow, 'pdf').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ExtractionError);
      expect((error as Error).message).toBe(
        'The file took longer than 0.3 s to read, the most allowed; it was not read.',
      );
    } finally {
      await pool.close();
    }
  });
});

describe('DOCX bombs reaching the API (uploaded by a member, or fetched as a source document)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('leaves /api/health answering within 200 ms and ends failed with the reason', async () => {
    const admin = await registerUser(ctx.app, { company_name: 'Bomb Co' });
    const [prop] = await ctx.database.db
      .insert(properties)
      .values({ companyId: admin.user.company_id, name: 'Target' })
      .returning();
    const bomb = buildDocx({ data: Buffer.alloc(0), deflated: bombXml(), declaredSize: 300 * MB });
    expect(bomb.length).toBeLessThan(2 * MB);

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    // Another client, in its own process (its own event loop, as a real client), reads /api/health every 20 ms
    // from before the upload until told to stop, then prints how long each answer took.
    const poller = spawn(process.execPath, ['--input-type=module', '-e', POLLER, `${base}/api/health`], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    poller.stdout.on('data', (c: Buffer) => (output += c.toString()));
    const pollerDone = new Promise<void>((resolve) => poller.on('exit', () => resolve()));
    try {
      // Its first answers (the new client's own start-up) arrive before anything else; then 1.5 s of answers with
      // nothing else going on tell what this machine gives a request anyway (a shared machine can be slow).
      await new Promise<void>((resolve) => {
        const check = () => (output.includes('ready') ? resolve() : setTimeout(check, 10));
        check();
      });
      const quietFrom = Date.now();
      await new Promise((r) => setTimeout(r, 1500));
      const uploadAt = Date.now();

      const boundary = '----pw-bomb';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bomb.docx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bomb,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const uploaded = await fetch(`${base}/api/properties/${prop!.id}/documents/upload`, {
        method: 'POST',
        headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      expect(uploaded.status).toBe(201);
      const [doc] = ((await uploaded.json()) as { documents: Array<{ id: number }> }).documents;

      let row: typeof propertyDocuments.$inferSelect | undefined;
      for (let i = 0; i < 600; i++) {
        [row] = await ctx.database.db.select().from(propertyDocuments).where(eq(propertyDocuments.id, doc!.id));
        if (row!.extractionStatus !== 'pending') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await new Promise((r) => setTimeout(r, 200));
      poller.stdin.end('stop\n');
      await pollerDone;
      const samples = JSON.parse(output.slice(output.indexOf('['))) as Array<{
        at: number;
        ms: number;
        status: number;
      }>;

      expect(row).toMatchObject({
        extractionStatus: 'failed',
        extractionError: 'The DOCX file was refused: The archive unpacks to more than 200 MB, the most accepted.',
      });
      expect(new Set(samples.map((x) => x.status))).toEqual(new Set([200]));
      const quiet = samples.filter((x) => x.at >= quietFrom && x.at < uploadAt).map((x) => x.ms);
      const during = samples.filter((x) => x.at >= uploadAt).map((x) => x.ms);
      expect(during.length).toBeGreaterThan(5);
      // Every answer while the bomb is uploaded and handled within 200 ms (beyond the slowest answer of the quiet
      // period, a few ms on an idle machine: what scheduling on a loaded machine adds is not the API's doing).
      expect(Math.max(...during)).toBeLessThan(200 + Math.max(...quiet));
      // The reason is shown with the document's status.
      const listed = await fetch(`${base}/api/properties/${prop!.id}/documents`, { headers: bearer(admin.token) });
      expect(((await listed.json()) as unknown[])[0]).toMatchObject({
        id: doc!.id,
        extraction_status: 'failed',
        extraction_error: row!.extractionError,
      });
    } finally {
      // A failed expectation above must not leave the other client running.
      if (poller.exitCode === null) poller.kill();
    }
  });
  it('a fetched source document that is a bomb ends failed with the reason, and its download is removed', async () => {
    const bomb = buildDocx({ data: Buffer.alloc(0), deflated: bombXml(), declaredSize: 300 * MB });
    // The municipal site, on loopback: it serves the bomb as a Word document.
    const site = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
      res.end(bomb);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/report.docx`;
      const [doc] = await ctx.database.db
        .insert(documents)
        .values({ source: 'test:bomb', sourceId: url, title: 'Staff report', url })
        .returning();
      const filesDir = path.join(ctx.dataDir, 'files');
      const outcome = await fetchAndExtract(
        ctx.database.db,
        ((target: string) => fetch(target)) as unknown as PoliteFetch,
        createLocalStore(filesDir),
        doc!.id,
      );
      expect(outcome).toBe('failed');
      const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, doc!.id));
      expect(row).toMatchObject({
        extractionStatus: 'failed',
        extractionError: 'The DOCX file was refused: The archive unpacks to more than 200 MB, the most accepted.',
        text: null,
      });
      expect((await readdir(filesDir).catch(() => [])).filter((name) => /^[0-9a-f]{32}$/.test(name))).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});
