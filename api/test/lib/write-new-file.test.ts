import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { writeNewFile } from '../../src/lib/write-new-file.js';

describe('writeNewFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pw-write-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the stream through the transforms into a new file', async () => {
    const file = path.join(dir, 'ok.txt');
    const upper = new Transform({ transform: (chunk, _enc, done) => done(null, chunk.toString().toUpperCase()) });
    await writeNewFile(file, Readable.from(['abc', 'def']), upper);
    expect(await readFile(file, 'utf8')).toBe('ABCDEF');
    // Never over an existing file.
    await expect(writeNewFile(file, Readable.from(['x']))).rejects.toThrow(/EEXIST/);
    expect(await readFile(file, 'utf8')).toBe('ABCDEF');
  });

  it('leaves no file behind when the stream fails, even before the file is open', async () => {
    // A refusal on the first chunk destroys the write stream while it is still opening its file: the file appears
    // after the failure unless its removal waits for the stream to close.
    for (let i = 0; i < 25; i++) {
      const file = path.join(dir, `refused-${i}.pdf`);
      const refuse = new Transform({ transform: (_chunk, _enc, done) => done(new Error('not a PDF')) });
      await expect(writeNewFile(file, Readable.from([Buffer.from('MZ')]), refuse)).rejects.toThrow('not a PDF');
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(existsSync(file)).toBe(false);
    }
  });
});
