import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareCatalogue, keysUsedIn } from 'shared-auth/testing';
import { MESSAGES } from '../features/auth/validation';
import french from './fr-CA.json';

/** Every text the shell asks its catalogue for has its French, and the catalogue holds nothing else. */
it('the shell catalogue has a French text for every key the shell uses', () => {
  const remotes = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'build', 'remotes.json'), 'utf8')) as {
    remotes: Array<{ routes: Array<{ nav?: { label?: string } }> }>;
  };
  const navLabels = remotes.remotes.flatMap((remote) => remote.routes.map((route) => route.nav?.label ?? []).flat());
  const used = new Set([...keysUsedIn(join(__dirname, '..')), ...Object.values(MESSAGES), 'Overview', ...navLabels]);
  expect(compareCatalogue(used, french as Record<string, string>)).toEqual({ missing: [], unused: [] });
});
