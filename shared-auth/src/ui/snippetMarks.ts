/** One run of a marked snippet: plain text, or a matched term. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * A watch match's snippet as parts. The API marks the matched terms with <mark>...</mark> (PostgreSQL's
 * ts_headline, which finds them whatever their case and marks each word of a phrase) and leaves everything else as
 * the source's plain text: that is never read as HTML here (React escapes each part), and an unclosed <mark> is
 * text too.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const match of snippet.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    if (match.index > last) parts.push({ text: snippet.slice(last, match.index), marked: false });
    parts.push({ text: match[1]!, marked: true });
    last = match.index + match[0].length;
  }
  if (last < snippet.length) parts.push({ text: snippet.slice(last), marked: false });
  return parts;
}
