// The "nothing left untranslated" check (docs/i18n.md): every English sentence that has a French translation in a
// catalogue, as a matcher; and the strings a page shows (text, placeholders, labels, titles) read from the DOM.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const root = join(import.meta.dirname, '..', '..');

/** Every fr-CA catalogue of the workspace: one per remote, the shell's, and shared-auth's. */
export function frenchCatalogueFiles(): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(root, entry.name, 'src', 'i18n');
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) if (file.endsWith('fr-CA.json')) files.push(join(folder, file));
  }
  return files;
}

/** A catalogue's English as a pattern; `literalLength`: how many of its characters are not placeholders. */
export interface Matcher {
  key: string;
  pattern: RegExp;
  literalLength: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts a French screen must not show: each catalogue key whose French differs from it (a word that is
 * the same in both languages, such as "Total" or "Description", is not a finding). A key with placeholders matches
 * any values in them.
 */
export function englishMatchers(): Matcher[] {
  const matchers: Matcher[] = [];
  for (const file of frenchCatalogueFiles()) {
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, french] of Object.entries(catalogue)) {
      if (key === french) continue;
      const literal = key.split(/\{\{[^}]+\}\}/).map((part) => part.replace(/\s+/g, ' '));
      const letters = literal.join('').replace(/[^\p{L}]/gu, '').length;
      // "{{property}}: {{reason}}" or "{{type}} at {{address}}" would match any sentence of the data: a key needs
      // words of its own to be recognised.
      if (letters < 4) continue;
      matchers.push({
        key,
        pattern: new RegExp(`^${literal.map(escape).join('.+?')}$`),
        literalLength: literal.join('').length,
      });
    }
  }
  return matchers;
}

/** The strings the page shows now: visible text nodes, and the placeholder, aria-label and title of visible elements. */
export async function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Set<string>();
    const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = clean(node.textContent);
      if (text && node.parentElement && visible(node.parentElement)) seen.add(text);
    }
    for (const element of Array.from(document.querySelectorAll('[placeholder],[aria-label],[title]'))) {
      if (!visible(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = clean(element.getAttribute(name));
        if (value) seen.add(value);
      }
    }
    return [...seen];
  });
}

/** The least share of a text a key's own words must make up for the key to be recognised in it. */
const LITERAL_SHARE = 0.3;

/** A date written the English way ("Nov 28, 2026", "November 28"): French reads "28 nov. 2026". */
const ENGLISH_DATE =
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December)\.? \d{1,2}\b/;

/** The strings of `shown` that are a catalogue's English, with the key each one is, less the allowed ones. */
export function untranslated(shown: string[], matchers: Matcher[], allowed: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const text of shown) {
    if (allowed.has(text)) continue;
    if (ENGLISH_DATE.test(text)) {
      found.push(`${text} (an English date)`);
      continue;
    }
    // A key with placeholders counts only when its own words are a good part of the text: "{{count}} items" is not
    // found in an agenda title that ends with "and 2 more items".
    const match = matchers.find(
      (matcher) => matcher.pattern.test(text) && matcher.literalLength >= LITERAL_SHARE * text.length,
    );
    if (match) found.push(match.key === text ? text : `${text} (key "${match.key}")`);
  }
  return found;
}
