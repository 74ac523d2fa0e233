import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * One place raises alerts: the lint rule (eslint.config.mjs, alertWriteSelectors) fails a file outside
 * api/src/alerts/ that writes the alert tables, through Drizzle or in raw SQL, and lets alerts/ itself do it.
 * The real ESLint runs on the real configuration, on a file given on stdin under the path it would have.
 */
const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

const WRITES = `import { sql } from 'drizzle-orm';
export async function raise(db: any, schema: any, alerts: any, alertItems: any) {
  await db.insert(alerts).values({});
  await db.update(alertItems).set({});
  await db.delete(schema.alerts);
  await db.execute(sql\`update alerts a set title = 'x'\`);
  await db.execute(sql\`
    with written as (insert into alert_items (alert_id) values (1) returning id) select id from written\`);
  await db.execute('DELETE FROM alert_comments where id = 1');
}
`;

const READS = `import { sql } from 'drizzle-orm';
export async function read(db: any, alerts: any, properties: any) {
  await db.select().from(alerts);
  await db.update(properties).set({});
  await db.execute(sql\`select a.id from alerts a where a.status <> 'dismissed'\`);
  await db.execute(sql\`insert into alerts_archive (id) values (1)\`);
}
`;

interface Message {
  ruleId: string | null;
  line: number;
  message: string;
}

function lint(text: string, file: string): Message[] {
  const run = spawnSync(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: ROOT,
    input: text,
    encoding: 'utf8',
  });
  if (!run.stdout) throw new Error(`eslint did not answer: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Message[] }>;
  return result!.messages;
}

describe('only api/src/alerts/ writes the alert tables (lint)', () => {
  it('fails every write of an alert table outside alerts/, in Drizzle or in SQL', () => {
    for (const file of ['api/src/watches/raise.ts', 'api/src/follows/raise.ts', 'api/src/analysis/raise.ts']) {
      const messages = lint(WRITES, file);
      expect(messages.map((m) => [m.ruleId, m.line])).toEqual([
        ['no-restricted-syntax', 3],
        ['no-restricted-syntax', 4],
        ['no-restricted-syntax', 5],
        ['no-restricted-syntax', 6],
        ['no-restricted-syntax', 7],
        ['no-restricted-syntax', 9],
      ]);
      expect(messages[0]!.message).toMatch(/Only api\/src\/alerts\/ writes the alert tables/);
    }
  });

  it('lets alerts/ write them, and anyone read them or write other tables', () => {
    expect(lint(WRITES, 'api/src/alerts/raise.ts')).toEqual([]);
    expect(lint(READS, 'api/src/watches/read.ts')).toEqual([]);
  });
});
