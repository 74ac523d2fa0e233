import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from '../../src/config/remotes.js';

/*
 * The documented configuration and the configuration the API reads are one list. Every environment variable
 * api/src/config/ reads (through the readers of config/env.ts) must be named in the README's "Configuration"
 * section and in the table of docs/configuration.md's "The app's configuration" section, and neither may name a
 * variable the config does not read. A new variable without its line, or a line left behind, fails here.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const configDir = path.join(repoRoot, 'api', 'src', 'config');

/** The readers of config/env.ts; each takes `env` first and the variable's name second. */
const READER_CALL = /\b(?:read|readInt|readBool|readUrl)\(\s*env\s*,\s*([^,)]+?)\s*[,)]/g;
/** A variable read without the readers (env.NAME, env['NAME'], process.env...). */
const DIRECT_READ = /\b(?:process\.)?env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g;
/** An environment variable's name as the docs write it in backticks, optionally with a value: `NAME` or `NAME=value`. */
const DOC_NAME = /`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)(?:=[^`]*)?`/g;
/** The same, for the whole README: only names with an underscore (so `GET` or `PDF` are not taken for variables). */
const DOC_NAME_UNDERSCORED = /`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g;

/**
 * A name given as an identifier must be a template over the remotes, `PREFIX_${name.toUpperCase()}_SUFFIX` inside
 * `for (const name of REMOTE_NAMES)`; anything else the test cannot name fails it rather than being skipped.
 */
function expandIdentifier(source: string, file: string, identifier: string): string[] {
  const template = new RegExp(
    `const ${identifier} = \`([A-Z0-9_]*)\\$\\{(\\w+)\\.toUpperCase\\(\\)\\}([A-Z0-9_]*)\``,
  ).exec(source);
  if (!template || !new RegExp(`for \\(const ${template[2]} of REMOTE_NAMES\\)`).test(source)) {
    throw new Error(`${file}: reads the variable named by \`${identifier}\`, which this test cannot resolve`);
  }
  return REMOTE_NAMES.map((name) => `${template[1]}${name.toUpperCase()}${template[3]}`);
}

function variablesReadByConfig(): Set<string> {
  const names = new Set<string>();
  // env.ts defines the readers: they pass their parameter on, and read nothing of their own.
  for (const file of readdirSync(configDir).filter((name) => name.endsWith('.ts') && name !== 'env.ts')) {
    const source = readFileSync(path.join(configDir, file), 'utf8');
    for (const [, argument] of source.matchAll(READER_CALL)) {
      const literal = /^(['"])([A-Z][A-Z0-9_]*)\1$/.exec(argument!);
      if (literal) names.add(literal[2]!);
      else if (/^\w+$/.test(argument!)) expandIdentifier(source, file, argument!).forEach((name) => names.add(name));
      else throw new Error(`${file}: reads a variable named by \`${argument}\`, which this test cannot resolve`);
    }
    for (const match of source.matchAll(DIRECT_READ)) names.add((match[1] ?? match[2])!);
  }
  return names;
}

/** The text of the section under `heading` (a whole `## ...` line), up to the next heading of that level or higher. */
function section(markdown: string, heading: string, file: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`${file} has no "${heading}" section`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

function namesIn(text: string, pattern: RegExp): Set<string> {
  return new Set([...text.matchAll(pattern)].map((match) => match[1]!));
}

function difference(a: Set<string>, b: Set<string>): string[] {
  return [...a].filter((name) => !b.has(name)).sort();
}

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const configurationPage = readFileSync(path.join(repoRoot, 'docs', 'configuration.md'), 'utf8');

describe('the documented configuration is the configuration the API reads', () => {
  let read = new Set<string>();
  beforeAll(() => {
    read = variablesReadByConfig();
  });

  it('finds the variables of every config file (the scan itself works)', () => {
    for (const name of ['PORT', 'DATABASE_URL', 'AI_PROVIDER', 'STORAGE_URL', 'REDIS_URL', 'TRUST_PROXY']) {
      expect(read).toContain(name);
    }
    expect(read).toContain(`REMOTE_${REMOTE_NAMES[0]!.toUpperCase()}_URL`);
    expect(read.size).toBeGreaterThan(60);
  });

  it("the README's Configuration section names every variable the config reads, and no other", () => {
    const documented = namesIn(section(readme, '## Configuration', 'README.md'), DOC_NAME);
    expect({ missing: difference(read, documented), notRead: difference(documented, read) }).toEqual({
      missing: [],
      notRead: [],
    });
  });

  it('the README names no variable the config does not read, in any section', () => {
    expect(difference(namesIn(readme, DOC_NAME_UNDERSCORED), read)).toEqual([]);
  });

  it("docs/configuration.md's table of the app's configuration names every variable the config reads, and no other", () => {
    const table = section(configurationPage, "## The app's configuration", 'docs/configuration.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|')[1]!)
      .join('\n');
    const documented = namesIn(table, DOC_NAME);
    expect({ missing: difference(read, documented), notRead: difference(documented, read) }).toEqual({
      missing: [],
      notRead: [],
    });
  });
});
