import type { ApplicationFact } from '../db/schema/index.js';

/*
 * Key facts of an application read from its description (or a document's text): storeys, units, gross floor area,
 * lots and uses. Each fact keeps the words it was read from, so it is shown with its citation, and only when found.
 */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const NUM = String.raw`(\d{1,3}(?:,\d{3})*(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

const RULES: Array<{ name: string; pattern: RegExp; value: (m: RegExpExecArray) => string }> = [
  { name: 'storeys', pattern: new RegExp(String.raw`\b${NUM}[- ]storeys?\b`, 'i'), value: (m) => numberText(m[1]!) },
  {
    name: 'units',
    pattern: new RegExp(
      String.raw`\b${NUM}\s+(?:new\s+)?(?:residential\s+|dwelling\s+|rental\s+|condominium\s+)?(?:units|dwelling units|suites)\b`,
      'i',
    ),
    value: (m) => numberText(m[1]!),
  },
  {
    name: 'gross_floor_area',
    pattern:
      /\b(\d{1,3}(?:,\d{3})*(?:\.\d+)?)\s*(?:m2|m²|square met(?:re|er)s)\s+(?:of\s+)?(?:gross floor area|GFA)\b/i,
    value: (m) => `${m[1]} m²`,
  },
  {
    name: 'lots',
    pattern: new RegExp(String.raw`\b${NUM}\s+(?:new\s+)?(?:residential\s+)?lots\b`, 'i'),
    value: (m) => numberText(m[1]!),
  },
  {
    name: 'use',
    pattern:
      /\b(mixed-use|residential|commercial|industrial|institutional|office|retail)\s+(?:building|development|tower|dwelling|use)s?\b/i,
    value: (m) => m[1]!.toLowerCase(),
  },
];

function numberText(raw: string): string {
  const word = NUMBER_WORDS[raw.toLowerCase()];
  return word !== undefined ? String(word) : raw;
}

export function factsOf(
  text: string | null,
  document: { title: string; url: string | null } | null,
): ApplicationFact[] {
  if (!text) return [];
  const out: ApplicationFact[] = [];
  for (const rule of RULES) {
    const m = rule.pattern.exec(text);
    if (!m) continue;
    out.push({
      name: rule.name,
      value: rule.value(m),
      quote: m[0],
      citedFrom: document ? document.title : 'description',
      url: document?.url ?? null,
    });
  }
  return out;
}
