import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { checkLabels, derivedLabels, loadEvalSet, type EvalItem, type EvalProperty } from './cases.js';
import { addressPoint, FIXTURES, loadStreets, parseAddress, findStreet, pointOn } from './geometry.js';

/*
 * Rebuilds the derived fixtures after streets.json, cases.json or an item's site changed:
 *   - each property's coordinates: its address point;
 *   - each TMMIS item's coordinates (agendaItemAddress latitude and longitude): its site's address point;
 *   - addresses.csv (OpenAddresses layout): a point every 10 civic numbers along every street, plus every number
 *     a property or an item's site names.
 * Then prints the label check. Run: cd api && node --import tsx test/matching-eval/generate.ts
 */

const streets = loadStreets();
const casesUrl = new URL('cases.json', FIXTURES);
const cases = JSON.parse(readFileSync(casesUrl, 'utf8')) as { properties: EvalProperty[] };
for (const p of cases.properties) {
  const point = addressPoint(streets, p.city, p.address);
  p.lat = point.lat;
  p.lng = point.lng;
}
writeFileSync(casesUrl, `${JSON.stringify(cases, null, 2)}\n`);
for (const file of readdirSync(FIXTURES).filter((f) => /^items-.*\.json$/.test(f))) {
  const url = new URL(file, FIXTURES);
  const text = readFileSync(url, 'utf8');
  const items = (JSON.parse(text) as { items: EvalItem[] }).items;
  let changed = text;
  for (const item of items) {
    if (!item.coordinates || !item.site || !('address' in item.site)) continue;
    const point = addressPoint(streets, item.site.city, item.site.address);
    // In place, so that the hand-written layout of the file stays as it is.
    const at = changed.indexOf(`"id": "${item.id}"`);
    const from = changed.indexOf('"coordinates": [', at);
    const to = changed.indexOf(']', from);
    changed = `${changed.slice(0, from)}"coordinates": [${point.lat}, ${point.lng}${changed.slice(to)}`;
  }
  if (changed !== text) writeFileSync(url, changed);
}

const set = loadEvalSet();
const wanted = new Map<string, Set<number>>();
const want = (city: string, street: string, number: number) => {
  const key = `${city}|${findStreet(streets, city, street).name}`;
  const list = wanted.get(key) ?? new Set<number>();
  list.add(number);
  wanted.set(key, list);
};
for (const s of streets) {
  const first = s.anchors[0]![0];
  const last = s.anchors[s.anchors.length - 1]![0];
  for (let n = Math.ceil(first / 10) * 10; n <= last; n += 10) want(s.city, s.name, n);
  want(s.city, s.name, first);
  want(s.city, s.name, last);
}
for (const p of set.properties) {
  const a = parseAddress(p.address);
  want(p.city, a.street, a.number);
}
for (const item of set.items) {
  if (item.site && 'address' in item.site) {
    const a = parseAddress(item.site.address);
    want(item.site.city, a.street, a.number);
  }
}

const rows = ['LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH'];
for (const [key, numbers] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
  const [city, name] = key.split('|') as [string, string];
  const street = findStreet(streets, city, name);
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const p = pointOn(street, n);
    const hash = createHash('sha1').update(`${city}|${name}|${n}`).digest('hex').slice(0, 16);
    rows.push([p.lng.toFixed(6), p.lat.toFixed(6), n, name, '', city, '', 'ON', '', '', hash].join(','));
  }
}
writeFileSync(new URL('addresses.csv', FIXTURES), `${rows.join('\n')}\n`);
console.log(`addresses.csv: ${rows.length - 1} points; ${set.properties.length} properties; ${set.items.length} items`);
if (process.argv.includes('--suggest')) {
  // What the rules say for each located item, to review before writing it as the item's label.
  for (const item of set.items) {
    const pairs = derivedLabels(set, item).filter((d) => d.severity);
    if (item.site)
      console.log(
        `${item.id}: ${JSON.stringify(pairs.map((d) => [d.property.id, d.severity]))}  ${pairs.map((d) => `${d.property.id} ${Math.round(d.meters)} m`).join(', ')}`,
      );
  }
}
if (process.argv.includes('--write-labels')) {
  // Writes the rules' labels of located items into their files (to review with git diff before committing).
  for (const file of readdirSync(FIXTURES).filter((f) => /^items-.*\.json$/.test(f))) {
    const url = new URL(file, FIXTURES);
    let text = readFileSync(url, 'utf8');
    for (const item of (JSON.parse(text) as { items: EvalItem[] }).items) {
      if (!item.site) continue;
      const pairs = derivedLabels(set, item)
        .filter((d) => d.severity)
        .map((d) => `["${d.property.id}", "${d.severity}"]`);
      const from = text.indexOf('"expect": [', text.indexOf(`"id": "${item.id}"`)) + '"expect": '.length;
      let depth = 0;
      let to = from;
      for (; to < text.length; to++) {
        if (text[to] === '[') depth++;
        else if (text[to] === ']' && --depth === 0) break;
      }
      text = `${text.slice(0, from)}[${pairs.join(', ')}${text.slice(to)}`;
    }
    writeFileSync(url, text);
  }
}
const problems = checkLabels(set);
for (const problem of problems) console.log(problem);
console.log(problems.length ? `${problems.length} label problem(s)` : 'labels agree with the geography');
