import { snippetParts } from './snippetMarks';

/** A watch match's snippet with its matched terms highlighted (<mark>), the rest as plain text. */
export function MarkedSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetParts(snippet).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
