import { join } from 'node:path';
import { compareCatalogue, keysUsedIn } from '../testing/catalogueKeys';
import french from './shared-fr-CA.json';

/** Every text shared-auth asks its own catalogue for has its French, and the catalogue holds nothing else. */
it('the shared catalogue has a French text for every key shared-auth uses', () => {
  expect(compareCatalogue(keysUsedIn(join(__dirname, '..')), french as Record<string, string>)).toEqual({
    missing: [],
    unused: [],
  });
});
