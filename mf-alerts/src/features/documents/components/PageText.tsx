import { Typography } from 'antd';
import { translate, useT } from 'shared-auth';
import { ruleLabel } from '../../../shared/constants';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import type { DocumentTextPage } from '../api/types';
import { segmentPage, type Highlight } from '../lib/highlights';

const markStyle = { background: '#ffe58f', padding: '0 1px', borderRadius: 2, boxShadow: '0 0 0 1px #faad14' };

export const highlightLabel = (h: Highlight) =>
  translate(ALERTS_NAMESPACE, '{{property}}: {{reason}}', { property: h.propertyName, reason: ruleLabel(h.rule) });

/** One page of extracted text, with the matched passages marked where their evidence spans stand. */
export function PageText({ page, highlights }: { page: DocumentTextPage; highlights: Highlight[] }) {
  const t = useT(ALERTS_NAMESPACE);
  const segments = segmentPage(page, highlights);
  return (
    <section
      id={`page-${page.page_number}`}
      data-testid="document-page"
      aria-label={t('Page {{page}}', { page: page.page_number })}
      style={{ borderBottom: '1px solid #f0f0f0', padding: '16px 0' }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('Page {{page}}', { page: page.page_number })}
      </Typography.Text>
      <div style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6, marginTop: 4 }}>
        {page.text.trim() === '' && <Typography.Text type="secondary">{t('(No text on this page.)')}</Typography.Text>}
        {segments.map((segment) =>
          segment.highlights.length ? (
            <mark
              key={segment.start}
              data-testid="highlight"
              data-start={segment.start}
              data-end={segment.end}
              // The first piece of a passage is where the jump list takes the reader.
              id={
                segment.highlights.find((h) => h.start === segment.start)
                  ? `highlight-${segment.highlights.find((h) => h.start === segment.start)!.key}`
                  : undefined
              }
              tabIndex={-1}
              title={segment.highlights.map(highlightLabel).join('\n')}
              aria-label={t('Matched passage: {{text}} ({{reasons}})', {
                text: segment.text,
                reasons: segment.highlights.map(highlightLabel).join('; '),
              })}
              style={markStyle}
            >
              {segment.text}
            </mark>
          ) : (
            <span key={segment.start}>{segment.text}</span>
          ),
        )}
      </div>
    </section>
  );
}
