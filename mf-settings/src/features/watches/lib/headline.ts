/** One run of a headline: plain text, or a matched term. */
export interface HeadlinePart {
  text: string;
  marked: boolean;
}

/**
 * A watch match's snippet as parts: the API marks the matched terms with <mark>...</mark> and leaves everything
 * else as the source's plain text, which is never read as HTML here (React escapes each part).
 */
export function headlineParts(headline: string): HeadlinePart[] {
  const parts: HeadlinePart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of headline.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: headline.slice(last, match.index), marked: false });
    parts.push({ text: match[1]!, marked: true });
    last = match.index + match[0].length;
  }
  if (last < headline.length) parts.push({ text: headline.slice(last), marked: false });
  return parts;
}

export const SOURCE_KIND_LABELS: Record<string, string> = {
  council: 'Council & committees',
  provincial: 'Provincial proposals (ERO/ORR)',
  tribunal: 'Tribunal decisions (OLT)',
  mayoral: 'Mayoral decisions',
};

export const DELIVERY_LABELS: Record<string, string> = {
  immediate: 'E-mail at once',
  digest: 'In the digest',
  none: 'Alerts list only',
};

export const MATCH_KIND_LABELS: Record<string, string> = {
  item: 'Agenda item',
  document: 'Meeting document',
  proposal: 'Provincial proposal',
  decision: 'Tribunal decision',
  mayoral: 'Mayoral decision',
};
