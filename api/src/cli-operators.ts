import { runWithApp } from './cli-app.js';
import { listPlatformOperators, setPlatformOperator } from './operators/platform-operators.js';

/*
 * `npm run operator -- grant <email>` / `revoke <email>` / `list` (scripts/operator.mjs): who may see and run the
 * ingest sources (/api/admin/*), against the configured database. Exit code 1 on failure.
 */
const USAGE = 'usage: npm run operator -- grant <email> | revoke <email> | list';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (command !== 'list' && !((command === 'grant' || command === 'revoke') && email)) {
    console.error(USAGE);
    return 1;
  }
  return runWithApp(async (app) => {
    if (command === 'list') {
      const operators = await listPlatformOperators(app.db);
      console.log(operators.length ? operators.join('\n') : 'no platform operators');
      return 0;
    }
    if (!(await setPlatformOperator(app.db, email!, command === 'grant'))) {
      console.error(`no user has the address ${email} (the user must sign up or accept an invitation first)`);
      return 1;
    }
    console.log(
      `${email}: ${command === 'grant' ? 'now a platform operator' : 'no longer a platform operator'} (from the next request on)`,
    );
    return 0;
  });
}

process.exitCode = await main();
