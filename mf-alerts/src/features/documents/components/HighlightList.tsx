import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useT, type Translate } from 'shared-auth';
import { ruleLabel } from '../../../shared/constants';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import { contextOf, type Highlight, type OtherReason } from '../lib/highlights';
import type { DocumentTextPage } from '../api/types';

/** ' ("words" in the agenda item's title)': what matched, and where when known. */
function matchedIn(text: string, field: string | null | undefined, t: Translate): string {
  switch (field) {
    case 'title':
      return ` ${t('("{{text}}" in the agenda item\'s title)', { text })}`;
    case 'description':
      return ` ${t('("{{text}}" in the agenda item\'s description)', { text })}`;
    case 'address':
      return ` ${t('("{{text}}" in the agenda item\'s address)', { text })}`;
    default:
      return ` ("${text}")`;
  }
}

/**
 * The jump list: every matched passage (which property, which rule, which page, the words around it when its page is
 * loaded), then the other reasons.
 */
export function HighlightList({
  highlights,
  others,
  pages = [],
  onJump,
}: {
  highlights: Highlight[];
  others: OtherReason[];
  /** The text pages loaded so far. */
  pages?: DocumentTextPage[];
  onJump: (highlight: Highlight) => void;
}) {
  const t = useT(ALERTS_NAMESPACE);
  return (
    <Card size="small" title={t('Highlights ({{count}})', { count: highlights.length })}>
      {highlights.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('No matched passages for your properties in this document.')}
        />
      )}
      <nav aria-label={t('Highlights')}>
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {highlights.map((h) => (
            <li key={h.key} style={{ marginBottom: 8 }}>
              <Button
                type="text"
                data-testid="highlight-jump"
                onClick={() => onJump(h)}
                style={{
                  height: 'auto',
                  width: '100%',
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  whiteSpace: 'normal',
                  padding: '4px 8px',
                }}
              >
                <Flex vertical gap={2}>
                  <Typography.Text strong>{h.propertyName}</Typography.Text>
                  <Typography.Text>
                    <Tag color="gold" style={{ marginRight: 4 }}>
                      {ruleLabel(h.rule)}
                    </Tag>
                    {h.page !== null && (
                      <Typography.Text type="secondary">{t('page {{page}}', { page: h.page })}</Typography.Text>
                    )}
                  </Typography.Text>
                  <PassageText highlight={h} pages={pages} />
                </Flex>
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      {others.length > 0 && (
        <div data-testid="other-reasons" style={{ marginTop: 12 }}>
          <Typography.Text strong>{t('Why it matched')}</Typography.Text>
          <ul style={{ paddingLeft: 18, margin: '4px 0 0' }}>
            {others.map((o) => (
              <li key={o.key}>
                <Typography.Text>
                  {o.propertyName}: {ruleLabel(o.rule)}
                  {o.text ? matchedIn(o.text, o.field, t) : ''}
                  {o.detail ? ` - ${o.detail}` : ''}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

/** The passage in its sentence ("…at 1815 <mark>Altona Road</mark>, City of…"), or its words alone in quotes. */
function PassageText({ highlight, pages }: { highlight: Highlight; pages: DocumentTextPage[] }) {
  const context = contextOf(highlight, pages);
  if (!context) return highlight.text ? <Typography.Text italic>"{highlight.text}"</Typography.Text> : null;
  return (
    <Typography.Text type="secondary" data-testid="highlight-context">
      {context.before}
      <mark>{context.text}</mark>
      {context.after}
    </Typography.Text>
  );
}
