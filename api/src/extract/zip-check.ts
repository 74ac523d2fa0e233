import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';

/*
 * Checks a zip archive (DOCX is one) before anything unpacks it, so a small file cannot unpack into hundreds of
 * megabytes (a decompression bomb): the central directory is read (entry count, declared sizes, compression
 * ratios), then every entry is inflated as a stream and counted, without keeping a byte, so an archive that lies
 * about its sizes is caught too, and overlapping entries are counted once per entry.
 *
 * Done here rather than through a zip library: the checks need only the end record and the central directory
 * (a few fixed-layout fields) and node:zlib, and the library the DOCX reader uses inflates whole entries into
 * memory, which is the very thing to avoid.
 */

export interface ZipLimits {
  /** Total inflated bytes of all entries, declared and actual. */
  maxInflatedBytes: number;
  /** Entries at most. */
  maxEntries: number;
  /** Inflated size / compressed size at most, for entries over 1 MB inflated. */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxInflatedBytes: 200 * 1024 * 1024, maxEntries: 10_000, maxRatio: 200 };

/** The archive breaks a limit or cannot be checked; the message is a sentence for the user. */
export class ZipRefusedError extends Error {}

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MB = 1024 * 1024;

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

async function readAt(
  handle: import('node:fs/promises').FileHandle,
  position: number,
  length: number,
): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function centralDirectory(path: string, limits: ZipLimits): Promise<Entry[]> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    // The end record is the last 22 bytes plus a comment of at most 65535 bytes.
    const tailLength = Math.min(size, 22 + 65535);
    const tail = await readAt(handle, size - tailLength, tailLength);
    let at = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    }
    if (at < 0) throw new ZipRefusedError('The file is not a valid zip archive (no end of central directory).');
    const count = tail.readUInt16LE(at + 10);
    const cdSize = tail.readUInt32LE(at + 12);
    const cdOffset = tail.readUInt32LE(at + 16);
    if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff)
      throw new ZipRefusedError('ZIP64 archives are not accepted.');
    if (count > limits.maxEntries)
      throw new ZipRefusedError(`The archive has ${count} entries (at most ${limits.maxEntries} are accepted).`);
    if (cdOffset + cdSize > size)
      throw new ZipRefusedError('The file is not a valid zip archive (its directory lies outside the file).');
    const cd = await readAt(handle, cdOffset, cdSize);
    const entries: Entry[] = [];
    let p = 0;
    for (let n = 0; n < count; n++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL)
        throw new ZipRefusedError('The file is not a valid zip archive (damaged directory).');
      const nameLength = cd.readUInt16LE(p + 28);
      const extraLength = cd.readUInt16LE(p + 30);
      const commentLength = cd.readUInt16LE(p + 32);
      entries.push({
        flags: cd.readUInt16LE(p + 8),
        method: cd.readUInt16LE(p + 10),
        compressedSize: cd.readUInt32LE(p + 20),
        size: cd.readUInt32LE(p + 24),
        localHeaderOffset: cd.readUInt32LE(p + 42),
        name: cd.toString('utf8', p + 46, Math.min(cd.length, p + 46 + nameLength)),
      });
      p += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** Where an entry's compressed bytes start (after its local header, whose name and extra lengths may differ). */
async function dataStart(path: string, entry: Entry): Promise<number> {
  const handle = await open(path, 'r');
  try {
    const header = await readAt(handle, entry.localHeaderOffset, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== LOCAL)
      throw new ZipRefusedError('The file is not a valid zip archive (damaged entry).');
    return entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await handle.close();
  }
}

/** Inflates one entry as a stream, counting; stops as soon as it passes what it declared or what is left of the budget. */
async function inflatedSize(path: string, entry: Entry, budget: number): Promise<number> {
  const start = await dataStart(path, entry);
  if (entry.method === 0) return entry.compressedSize;
  if (entry.compressedSize === 0) return 0;
  const cap = Math.min(entry.size, budget);
  return new Promise<number>((resolve, reject) => {
    const source = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
    const inflate = createInflateRaw();
    let total = 0;
    let done = false;
    const finish = (error: Error | null) => {
      if (done) return;
      done = true;
      source.destroy();
      inflate.destroy();
      if (error) reject(error);
      else resolve(total);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > entry.size)
        finish(
          new ZipRefusedError(
            `The archive is damaged or forged: "${entry.name}" unpacks to more than the ${entry.size} bytes it declares.`,
          ),
        );
      else if (total > cap)
        finish(new ZipRefusedError(`The archive unpacks to more than ${mb(budget)} in all, the most accepted.`));
    });
    inflate.on('end', () => finish(null));
    inflate.on('error', () =>
      finish(new ZipRefusedError(`The archive is damaged: "${entry.name}" cannot be unpacked.`)),
    );
    source.on('error', finish);
    source.pipe(inflate);
  });
}

/** Throws a ZipRefusedError (a sentence for the user) when the archive breaks a limit; resolves otherwise. */
export async function checkZipArchive(path: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<void> {
  const entries = await centralDirectory(path, limits);
  let declared = 0;
  for (const entry of entries) {
    if (entry.flags & 1) throw new ZipRefusedError('Encrypted archives are not accepted.');
    if (entry.method !== 0 && entry.method !== 8)
      throw new ZipRefusedError(`The archive uses a compression method (${entry.method}) that is not accepted.`);
    if (entry.method === 0 && entry.size !== entry.compressedSize)
      throw new ZipRefusedError('The file is not a valid zip archive (inconsistent sizes).');
    declared += entry.size;
    if (declared > limits.maxInflatedBytes)
      throw new ZipRefusedError(`The archive unpacks to more than ${mb(limits.maxInflatedBytes)}, the most accepted.`);
    if (entry.size > MB && entry.size / Math.max(entry.compressedSize, 1) > limits.maxRatio) {
      throw new ZipRefusedError(
        `The archive is compressed suspiciously well ("${entry.name}" unpacks ${Math.round(entry.size / Math.max(entry.compressedSize, 1))} times its size): it is refused as a decompression bomb.`,
      );
    }
  }
  // Declared sizes can lie: inflate and count.
  let actual = 0;
  for (const entry of entries) actual += await inflatedSize(path, entry, limits.maxInflatedBytes - actual);
}
