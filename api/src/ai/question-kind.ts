import type { DetailLanguage } from '../i18n/language.js';

/*
 * What a question about an alert asks, by its words. The local provider answers each kind from the alert's facts
 * first (what it concerns, why it matched, when it is decided), then quotes the documents.
 *
 *   impact       how it affects the property ("what does this mean for my property?", "how close is it?")
 *   when         when it is heard or decided ("when is the decision?", "what is the deadline?")
 *   participate  how to take part ("how can I comment?", "can I object?", "what should I do before the meeting?")
 *   history      what happened before ("what happened so far?", "was this heard before?")
 *   policy       what a policy or by-law changes ("what does the policy change?")
 *   proposal     what is proposed ("what is proposed?", "what is this about?")
 *   other        anything else: the documents' best passages answer it
 * The first kind whose words match wins, in the order above: "when can I comment?" is about taking part. French
 * questions are read by the same kinds, in French words ("quel effet sur ma propriété?", "quand est-ce décidé?").
 */

export type QuestionKind = 'impact' | 'when' | 'participate' | 'history' | 'policy' | 'proposal' | 'other';

const KINDS: Array<[QuestionKind, RegExp]> = [
  [
    'participate',
    /\b(should (?:i|we) do|do next|next steps?|take part|participat\w*|comment\w*|object\w*|oppos\w*|appeal\w*|attend\w*|delegat\w*|depute|speak|submissions?|submit|have (?:my|our) say|get involved|input|voice)\b/i,
  ],
  [
    'impact',
    /\b(mean(?:s)? for|affect\w*|impact\w*|my property|our property|my site|our site|my building|how (?:close|far|near)|distance|why (?:did|was|is) (?:i|we|this)|relevan\w*|should i (?:worry|care)|matter for|concern(?:s)? (?:me|us)|why (?:does|do) (?:this|it))\b/i,
  ],
  ['history', /\b(before|previous\w*|earlier|history|happened|so far|background|timeline|past steps?|last time)\b/i],
  ['when', /\b(when|what date|which date|deadline|until|by what|decided|decision date|hearing date|schedule\w*)\b/i],
  ['policy', /\b(polic(?:y|ies)|what (?:does|will) (?:it|this|the \w+) change|changes?\b|regulation\w*|rules?\b)/i],
  [
    'proposal',
    /\b(propos\w*|what is (?:this|it)|what's (?:this|it)|about|summar\w*|overview|explain|plan(?:ned|s)?|build\w*)\b/i,
  ],
];

/** French words, whole (JavaScript's \b does not see accented letters as letters). */
const french = (alternatives: string) =>
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives})(?![\p{L}\p{N}])`, 'iu');

/** The same kinds asked in French, in the same order of precedence. */
const FRENCH_KINDS: Array<[QuestionKind, RegExp]> = [
  [
    'participate',
    french(
      String.raw`que (?:dois-je|devons-nous|faire)|prochaines? étapes?|particip\p{L}*|comment(?:er|ez|aires?)|m['’]opposer|oppos\p{L}*|faire appel|appel|assister|prendre la parole|délégation|observations?|me faire entendre|donner mon avis`,
    ),
  ],
  [
    'impact',
    french(
      String.raw`pour (?:ma|notre) propriété|ma propriété|notre propriété|mon immeuble|mon terrain|quel effet|quels effets|effets?|incidences?|impacts?|affect\p{L}*|touche\p{L}*|à quelle distance|distance|proche|loin|pourquoi (?:ai-je|avons-nous|cette alerte|ce point)`,
    ),
  ],
  ['history', french(String.raw`avant|auparavant|précédent\p{L}*|historique|jusqu['’]ici|antécédents|déjà`)],
  [
    'when',
    french(
      String.raw`quand|quelle date|date limite|échéance|jusqu['’]à quand|décidé\p{L}*|date de (?:la )?décision|audience|calendrier`,
    ),
  ],
  [
    'policy',
    french(String.raw`politiques?|qu['’]est-ce que (?:cela|ça) change|changements?|change|règles?|règlements?`),
  ],
  [
    'proposal',
    french(
      String.raw`propos\p{L}*|projet|de quoi s['’]agit-il|qu['’]est-ce que c['’]est|résum\p{L}*|expliqu\p{L}*|construi\p{L}*|aperçu`,
    ),
  ],
];

/** The kind of a question; a French reader's question is read in French first ("comment" is "how" there). */
export function questionKind(question: string, language: DetailLanguage = 'en-CA'): QuestionKind {
  const lists = language === 'fr-CA' ? [FRENCH_KINDS, KINDS] : [KINDS, FRENCH_KINDS];
  for (const list of lists) for (const [kind, words] of list) if (words.test(question)) return kind;
  return 'other';
}
