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
 * The first kind whose words match wins, in the order above: "when can I comment?" is about taking part.
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

export function questionKind(question: string): QuestionKind {
  for (const [kind, words] of KINDS) if (words.test(question)) return kind;
  return 'other';
}
