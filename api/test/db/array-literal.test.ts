import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../../src/db/array-literal.js';
import type { Database } from '../../src/db/client.js';
import { queryRows } from '../../src/db/rows.js';
import { openTestDatabase } from '../helpers/helpers.js';

// The literal goes through the real parser of the database under test (PGlite, or TEST_DATABASE_URL).
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop?.();
});

describe('arrayLiteral', () => {
  it('round-trips text with quotes, backslashes, separators, newlines, the word NULL, empty strings and nulls', async () => {
    const values = [
      'plain',
      'say "hi"',
      'back\\slash \\"both',
      'a,b {c} d',
      'line\nbreak\ttab',
      'NULL',
      '',
      null,
      '• 12 m — é',
      '  spaced  ',
    ];
    const rows = await queryRows(
      database.db,
      sql`select v from unnest(${arrayLiteral(values)}::text[]) with ordinality as u(v, n) order by n`,
    );
    expect(rows.map((r) => r.v)).toEqual(values);
  });

  it('sends numbers, uuids and json documents as typed arrays', async () => {
    const [row] = await queryRows(
      database.db,
      sql`select ${arrayLiteral([1, null, 3])}::integer[] as ints, ${arrayLiteral([0.95, 0.5])}::double precision[] as floats,
        ${arrayLiteral(['7b9f5c8e-6a39-4c8b-9e0e-0f1c2d3e4f50'])}::uuid[] as ids, ${arrayLiteral([JSON.stringify([{ rule: 'address', text: '123 "Main" St\\E', span: { start: 0, end: 3 } }])])}::jsonb[] as docs`,
    );
    expect(row!.ints).toEqual([1, null, 3]);
    expect(row!.floats).toEqual([0.95, 0.5]);
    expect(row!.ids).toEqual(['7b9f5c8e-6a39-4c8b-9e0e-0f1c2d3e4f50']);
    expect(row!.docs).toEqual([[{ rule: 'address', text: '123 "Main" St\\E', span: { start: 0, end: 3 } }]]);
  });

  it('makes an empty array of no values', async () => {
    const [row] = await queryRows(database.db, sql`select cardinality(${arrayLiteral([])}::text[]) as n`);
    expect(Number(row!.n)).toBe(0);
  });
});
