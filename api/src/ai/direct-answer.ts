import { formatDate } from '../lib/dates.js';
import { itemKind } from './item-kind.js';
import type { QuestionKind } from './question-kind.js';
import type { AlertFacts, ItemFact } from './types.js';

/*
 * The first lines of an answer: a direct answer to the kind of question asked, written from the alert's facts (what
 * it concerns, why it matched, when its meeting is, what came before). The documents' quotes follow it. Null when
 * the facts do not answer that kind of question: the quotes alone answer it then.
 */

const quoted = (title: string) => `"${title.trim().replace(/\s+/g, ' ')}"`;
const metres = (m: number) =>
  m >= 1000 ? `${(m / 1000).toFixed(1)} km` : `${Math.max(10, Math.round(m / 10) * 10)} m`;

function propertyName(facts: AlertFacts): string {
  const p = facts.property;
  if (!p) return 'the property';
  return p.address && p.address !== p.name ? `${p.name} (${p.address})` : p.name;
}

/** Why the alert concerns the company: the strongest item's rule, in words. */
export function impactSentence(facts: AlertFacts): string {
  if (facts.watch) {
    const terms = facts.watch.terms.map((t) => `"${t}"`).join(', ');
    return `It matched your watch list "${facts.watch.name}"${terms ? ` on ${terms}` : ''}; it is not tied to one property.`;
  }
  const item: ItemFact | undefined = facts.items[0];
  const property = propertyName(facts);
  const where = facts.meeting?.municipality ?? 'the municipality';
  switch (item?.rule) {
    case 'address':
      return `It names ${item.matchedText ?? facts.property?.address ?? 'an address'}, which is the address of your property ${facts.property?.name ?? ''}.`.replace(
        ' .',
        '.',
      );
    case 'application_number':
      return `It carries the application number ${item.matchedText ?? 'of a file'} that is on file for your property ${property}.`;
    case 'distance':
      return item.distanceMeters !== undefined
        ? `Its site is about ${metres(item.distanceMeters)} from your property ${property}.`
        : `Its site is near your property ${property}.`;
    case 'ward_policy':
      return `It is a policy for the ward your property ${property} is in.`;
    case 'committee_policy':
      return `It is a policy before the committee whose area includes your property ${property}.`;
    case 'municipality_policy':
      return `It is a policy of ${where}, where your property ${property} is: it applies there whether or not the property is named.`;
    case 'land_use':
      return `It concerns the kind of land use your property ${property} has.`;
    case 'follow':
      return 'It is a new step of a file your company follows.';
    default:
      if (facts.registry)
        return `It is a record of ${facts.registry.from} that concerns the area of your property ${property}.`;
      return `It was matched to your property ${property}.`;
  }
}

/** When the alert's meeting is (or was), or null without a meeting. */
export function whenSentence(facts: AlertFacts): string | null {
  const m = facts.meeting;
  if (!m) return null;
  const date = new Date(m.startsAt);
  const where = m.municipality ? ` of ${m.municipality}` : '';
  return date.getTime() >= new Date(facts.now).getTime()
    ? `It goes to the ${m.title}${where} on ${formatDate(date)}.`
    : `It went to the ${m.title}${where} on ${formatDate(date)}.`;
}

function whatSentence(facts: AlertFacts): string {
  if (facts.registry) return `This is ${quoted(facts.registry.title)}, from ${facts.registry.from}.`;
  const item = facts.items[0];
  if (!item) return `This alert is ${quoted(facts.title)}.`;
  const more =
    facts.items.length > 1 ? ` (and ${facts.items.length - 1} more item${facts.items.length > 2 ? 's' : ''})` : '';
  return `This item is ${itemKind(item.title).noun}: ${quoted(item.title)}${more}.`;
}

export function directAnswer(kind: QuestionKind, facts: AlertFacts): string | null {
  const when = whenSentence(facts);
  const parts: (string | null)[] = [];
  switch (kind) {
    case 'proposal':
      parts.push(whatSentence(facts), impactSentence(facts), when);
      break;
    case 'impact':
      parts.push(impactSentence(facts), whatSentence(facts), when);
      break;
    case 'when':
      parts.push(
        when ??
          (facts.registry
            ? `It is a record of ${facts.registry.from}, not a meeting item: the dates it gives are quoted below.`
            : 'The alert has no meeting date; the dates its documents give are quoted below.'),
      );
      break;
    case 'participate': {
      const kindOfItem = facts.items[0] ? itemKind(facts.items[0].title) : null;
      if (facts.registry) {
        parts.push(
          `It is a record of ${facts.registry.from}. A proposal there is open to comments until the date it gives; a decision is final unless it is appealed.`,
        );
      } else {
        parts.push(when, kindOfItem?.participation ?? null);
      }
      break;
    }
    case 'history':
      parts.push(
        facts.history.length
          ? `Before this: ${facts.history.map((h) => `${h.date}: ${h.text}`).join('; ')}.`
          : 'Parcelwatch has no earlier step of this file: this is the first time it appears in the sources it reads.',
        when,
      );
      break;
    case 'policy':
      parts.push(whatSentence(facts), facts.property ? impactSentence(facts) : null);
      break;
    default:
      return null;
  }
  const text = parts.filter((p): p is string => !!p).join(' ');
  return text || null;
}

/**
 * The same facts as lines, for a language model's instructions (the OpenAI-compatible provider): it gets what the
 * local provider answers from, and is told to lead with a direct answer.
 */
export function factsBlock(facts: AlertFacts): string {
  const kindOfItem = facts.items[0] ? itemKind(facts.items[0].title) : null;
  return [
    `- What: ${whatSentence(facts)}`,
    `- Why it concerns the user: ${impactSentence(facts)}`,
    `- When: ${whenSentence(facts) ?? 'no meeting date'}`,
    `- Taking part: ${kindOfItem && !facts.registry ? kindOfItem.participation : 'see the sources'}`,
    `- Earlier steps: ${facts.history.length ? facts.history.map((h) => `${h.date}: ${h.text}`).join('; ') : 'none known'}`,
    `- Today: ${formatDate(new Date(facts.now))}`,
  ].join('\n');
}
