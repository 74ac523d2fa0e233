import { join } from 'node:path';
import { compareCatalogue, keysUsedIn } from 'shared-auth/testing';
import french from './fr-CA.json';

/** Every text the settings remote asks its catalogue for has its French, and the catalogue holds nothing else. */
it('the settings catalogue has a French text for every key the remote uses', () => {
  expect(compareCatalogue(keysUsedIn(join(__dirname, '..')), french as Record<string, string>)).toEqual({
    missing: [],
    unused: [],
  });
});
