import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The keys a package's code asks its catalogue for (docs/i18n.md): the string literals of its `t('...')` and
 * `translate(namespace, '...')` calls. A catalogue test compares them with the package's fr-CA.json, so a key
 * missing from a catalogue (or left there after its text changed) fails the suite.
 */
const CALL = /(?:\bt\(|\btranslate\(\s*[A-Z_]+\s*,)\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const unescape = (text: string) => text.replace(/\\(['"\\])/g, '$1');

export function keysUsedIn(dir: string): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(dir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CALL)) keys.add(unescape(match[2]!));
  }
  return keys;
}

/** Keys missing from `catalogue`, and keys it holds that nothing asks for. */
export function compareCatalogue(used: Iterable<string>, catalogue: Record<string, string>) {
  const wanted = new Set(used);
  return {
    missing: [...wanted].filter((key) => !(key in catalogue) || !catalogue[key]).sort(),
    unused: Object.keys(catalogue)
      .filter((key) => !wanted.has(key))
      .sort(),
  };
}
