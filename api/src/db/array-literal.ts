const NEEDS_ESCAPE = /[\\"]/;
const ESCAPED = /[\\"]/g;

/**
 * A PostgreSQL array literal ('{"a","b c",NULL,3}') to send a whole column as one parameter
 * (`unnest($1::text[], $2::integer[])`, `id = any($1::uuid[])`). One parameter per column instead of one per cell:
 * statements stay far under the 65,535-parameter limit and the server parses each column once.
 * Both drivers (node-postgres, PGlite) send a string parameter as it is.
 */
export function arrayLiteral(values: ReadonlyArray<string | number | null | undefined>): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) parts[i] = 'NULL';
    else if (typeof value === 'number') parts[i] = Number.isFinite(value) ? String(value) : 'NULL';
    // Quoted: commas, braces, spaces and the word NULL stay text; only backslash and double quote need escaping
    // (tested first: most values have neither, and a replace would copy them).
    else parts[i] = NEEDS_ESCAPE.test(value) ? `"${value.replace(ESCAPED, '\\$&')}"` : `"${value}"`;
  }
  return `{${parts.join(',')}}`;
}
