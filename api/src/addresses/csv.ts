import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/*
 * CSV records read one line at a time from a file stream (RFC 4180 quoting: "a, b", doubled quotes, a quoted field
 * spanning lines), so a file of millions of rows is read in the memory of one record. A record longer than
 * MAX_RECORD_CHARS is cut off and reported as null (a broken quote would otherwise swallow the rest of the file).
 */
const MAX_RECORD_CHARS = 64 * 1024;

/** Fields of one record; null when the record is malformed (an unterminated quote, too long). */
function parseRecord(record: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < record.length; i++) {
    const c = record[i]!;
    if (quoted) {
      if (c === '"') {
        if (record[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

/** An odd number of quotes leaves a quoted field open at the end of the line. */
const opensQuote = (line: string) => (line.match(/"/g)?.length ?? 0) % 2 === 1;

export async function* readCsv(file: string): AsyncGenerator<string[] | null> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let pending: string | null = null;
  let first = true;
  for await (let line of lines) {
    if (first) {
      line = line.replace(/^\uFEFF/, '');
      first = false;
    }
    if (pending !== null) {
      pending += `\n${line}`;
      if (pending.length > MAX_RECORD_CHARS) {
        pending = null;
        yield null;
        continue;
      }
      if (!opensQuote(line)) continue;
      const record: string = pending;
      pending = null;
      yield parseRecord(record);
      continue;
    }
    if (line === '') continue;
    if (opensQuote(line)) {
      pending = line;
      continue;
    }
    yield line.length > MAX_RECORD_CHARS ? null : parseRecord(line);
  }
  if (pending !== null) yield null;
}
