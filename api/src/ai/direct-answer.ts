import { ENGLISH_WORDS, type AnswerWords } from './answer-words.js';
import { itemKind } from './item-kind.js';
import type { QuestionKind } from './question-kind.js';
import type { AlertFacts, ItemFact } from './types.js';

/*
 * The first lines of an answer: a direct answer to the kind of question asked, written from the alert's facts (what
 * it concerns, why it matched, when its meeting is, what came before), in the answer's language (answer-words.ts).
 * The documents' quotes follow it. Null when the facts do not answer that kind of question: the quotes alone answer
 * it then.
 */

function propertyName(facts: AlertFacts, words: AnswerWords): string {
  const p = facts.property;
  if (!p) return words.theProperty;
  return p.address && p.address !== p.name ? `${p.name} (${p.address})` : p.name;
}

/** Why the alert concerns the company: the strongest item's rule, in words. */
export function impactSentence(facts: AlertFacts, words: AnswerWords = ENGLISH_WORDS): string {
  if (facts.watch) return words.watch(facts.watch.name, facts.watch.terms);
  const item: ItemFact | undefined = facts.items[0];
  const property = propertyName(facts, words);
  const where = facts.meeting?.municipality ?? words.theMunicipality;
  switch (item?.rule) {
    case 'address':
      return words.rule.address(
        item.matchedText ?? facts.property?.address ?? words.anAddress,
        facts.property?.name ?? '',
      );
    case 'application_number':
      return words.rule.applicationNumber(item.matchedText ?? words.aFile, property);
    case 'distance':
      return words.rule.distance(
        item.distanceMeters !== undefined ? words.metres(item.distanceMeters) : null,
        property,
      );
    case 'ward_policy':
      return words.rule.wardPolicy(property);
    case 'committee_policy':
      return words.rule.committeePolicy(property);
    case 'municipality_policy':
      return words.rule.municipalityPolicy(where, property);
    case 'land_use':
      return words.rule.landUse(property);
    case 'follow':
      return words.rule.follow;
    default:
      if (facts.registry) return words.rule.registry(facts.registry.from, property);
      return words.rule.other(property);
  }
}

/** When the alert's meeting is (or was), or null without a meeting. */
export function whenSentence(facts: AlertFacts, words: AnswerWords = ENGLISH_WORDS): string | null {
  const m = facts.meeting;
  if (!m) return null;
  const date = new Date(m.startsAt);
  return date.getTime() >= new Date(facts.now).getTime()
    ? words.goesTo(m.title, m.municipality, words.date(date))
    : words.wentTo(m.title, m.municipality, words.date(date));
}

function whatSentence(facts: AlertFacts, words: AnswerWords): string {
  if (facts.registry) return words.registryWhat(words.quoted(facts.registry.title), facts.registry.from);
  const item = facts.items[0];
  if (!item) return words.alertWhat(words.quoted(facts.title));
  return words.itemWhat(itemKind(item.title, words).noun, words.quoted(item.title), facts.items.length - 1);
}

export function directAnswer(kind: QuestionKind, facts: AlertFacts, words: AnswerWords = ENGLISH_WORDS): string | null {
  const when = whenSentence(facts, words);
  const parts: (string | null)[] = [];
  switch (kind) {
    case 'proposal':
      parts.push(whatSentence(facts, words), impactSentence(facts, words), when);
      break;
    case 'impact':
      parts.push(impactSentence(facts, words), whatSentence(facts, words), when);
      break;
    case 'when':
      parts.push(when ?? (facts.registry ? words.registryWhen(facts.registry.from) : words.noMeetingDate));
      break;
    case 'participate': {
      const kindOfItem = facts.items[0] ? itemKind(facts.items[0].title, words) : null;
      if (facts.registry) parts.push(words.registryParticipate(facts.registry.from));
      else parts.push(when, kindOfItem?.participation ?? null);
      break;
    }
    case 'history':
      parts.push(
        facts.history.length
          ? words.history(facts.history.map((h) => `${h.date}: ${h.text}`).join('; '))
          : words.noHistory,
        when,
      );
      break;
    case 'policy':
      parts.push(whatSentence(facts, words), facts.property ? impactSentence(facts, words) : null);
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
  const words = ENGLISH_WORDS;
  const kindOfItem = facts.items[0] ? itemKind(facts.items[0].title) : null;
  return [
    `- What: ${whatSentence(facts, words)}`,
    `- Why it concerns the user: ${impactSentence(facts, words)}`,
    `- When: ${whenSentence(facts, words) ?? 'no meeting date'}`,
    `- Taking part: ${kindOfItem && !facts.registry ? kindOfItem.participation : 'see the sources'}`,
    `- Earlier steps: ${facts.history.length ? facts.history.map((h) => `${h.date}: ${h.text}`).join('; ') : 'none known'}`,
    `- Today: ${words.date(new Date(facts.now))}`,
  ].join('\n');
}
