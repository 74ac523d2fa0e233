import Markdown from 'markdown-to-jsx/react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { translate } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import type { ChatCitation } from '../api/chatStream';

/*
 * An assistant's answer, rendered as Markdown and never as HTML: raw HTML in the text stays text
 * (`disableParsingRawHTML`), links go only to http(s) addresses, and each citation marker "[n]" becomes a link to its
 * source once the answer is complete: the document view at the cited page, else the source's own address.
 * Loaded lazily with the first answer (the Markdown parser is not on the alerts page's first load).
 */

const MARKER = /\[(\d{1,2})\](?!\()/g;
const CITE = /^#cite-(\d{1,2})$/;

/** "[2]" becomes a link to the citation anchor "#cite-2", which the link renderer resolves. */
export const linkMarkers = (text: string) => text.replace(MARKER, (_, n: string) => `[\\[${n}\\]](#cite-${n})`);

const isWebAddress = (href: string) => /^https?:\/\//i.test(href);

function citationLink(citation: ChatCitation | undefined, label: ReactNode, n: string): ReactNode {
  if (!citation) return <span>{label}</span>;
  const title = citation.page
    ? translate(ALERTS_NAMESPACE, '{{title}}, page {{page}}', { title: citation.title, page: citation.page })
    : citation.title;
  const source = translate(ALERTS_NAMESPACE, 'Source {{n}}: {{title}}', { n, title });
  if (citation.documentId !== undefined) {
    const to = `/documents/${citation.documentId}${citation.page ? `?page=${citation.page}` : ''}`;
    return (
      <Link to={to} title={title} aria-label={source}>
        {label}
      </Link>
    );
  }
  if (citation.url && isWebAddress(citation.url)) {
    return (
      <a href={citation.url} target="_blank" rel="noopener noreferrer" title={title} aria-label={source}>
        {label}
      </a>
    );
  }
  return <span title={title}>{label}</span>;
}

export default function ChatAnswer({ content, citations }: { content: string; citations?: ChatCitation[] }) {
  const options = useMemo(
    () => ({
      disableParsingRawHTML: true,
      forceBlock: true,
      overrides: {
        a: {
          component: ({ href = '', children }: { href?: string; children?: ReactNode }) => {
            const cite = CITE.exec(href);
            if (cite) return citationLink(citations?.[Number(cite[1]) - 1], children, cite[1]!);
            if (!isWebAddress(href)) return <span>{children}</span>;
            return (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {children}
              </a>
            );
          },
        },
        p: { props: { style: { margin: '0 0 8px' } } },
        ul: { props: { style: { margin: '0 0 8px', paddingInlineStart: 20 } } },
      },
    }),
    [citations],
  );
  return (
    <div className="chat-answer" data-testid="chat-answer">
      <Markdown options={options}>{linkMarkers(content)}</Markdown>
    </div>
  );
}
