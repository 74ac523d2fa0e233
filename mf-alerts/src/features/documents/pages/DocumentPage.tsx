import {
  Alert as Notice,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Pagination,
  Result,
  Row,
  Skeleton,
  Spin,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorDetail, useT } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import {
  PAGES_PER_REQUEST,
  useDocumentAnalysisQuery,
  useDocumentContentQuery,
  useDocumentMetaQuery,
} from '../api/documentsApi';
import { DocumentHeader } from '../components/DocumentHeader';
import { HighlightList } from '../components/HighlightList';
import { PageText } from '../components/PageText';
import { highlightsOf, windowStart, type Highlight } from '../lib/highlights';

/**
 * The document view: the extracted text page by page, loaded PAGES_PER_REQUEST pages at a time
 * (a 300-page agenda opens with its first pages), with the passages that matched the company's properties
 * highlighted at their evidence spans and a jump list of them. `?page=` keeps the position in the address.
 */
export default function DocumentPage() {
  const t = useT(ALERTS_NAMESPACE);
  const loadError = t('Error loading the document. Please try again.');
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const first = windowStart(Number(search.get('page')) || 1, PAGES_PER_REQUEST);
  const [pendingJump, setPendingJump] = useState<string | null>(null);

  const meta = useDocumentMetaQuery(id);
  const content = useDocumentContentQuery({ id, page: first }, { skip: !meta.data });
  const analysis = useDocumentAnalysisQuery(id, { skip: !meta.data });
  const { highlights, others } = useMemo(
    () => (analysis.data ? highlightsOf(analysis.data) : { highlights: [], others: [] }),
    [analysis.data],
  );

  const goToPage = (page: number) =>
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('page', String(windowStart(page, PAGES_PER_REQUEST)));
        return next;
      },
      { replace: false },
    );

  const jump = (h: Highlight) => {
    if (h.page !== null && windowStart(h.page, PAGES_PER_REQUEST) !== first) goToPage(h.page);
    setPendingJump(h.key);
  };

  // Once the page holding the passage is shown, bring it into view and give it the focus (keyboard readers).
  useEffect(() => {
    if (!pendingJump || content.isFetching) return;
    const mark = document.getElementById(`highlight-${pendingJump}`);
    if (mark) {
      mark.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      mark.focus({ preventScroll: true });
      setPendingJump(null);
    }
  }, [pendingJump, content.isFetching, content.data]);

  if (meta.isLoading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" description={t('Loading document...')}>
          <div style={{ height: 48 }} />
        </Spin>
      </Flex>
    );
  }
  if (meta.error || !meta.data) {
    const notFound = meta.error && 'status' in meta.error && meta.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('Document not found') : loadError}
        subTitle={
          notFound
            ? t('It may have been removed, or it belongs to another company.')
            : errorDetail(meta.error, loadError)
        }
        extra={
          <Flex gap={8} justify="center">
            {!notFound && <Button onClick={() => void meta.refetch()}>{t('Retry')}</Button>}
            <Link to="/alerts">{t('Back to Alerts')}</Link>
          </Flex>
        }
      />
    );
  }

  const doc = meta.data;
  const total = content.data?.total_pages ?? doc.pages ?? 0;
  return (
    <section data-testid="mf_alerts-DocumentPage">
      <Flex vertical gap={16}>
        <Link to="/alerts">← {t('Back to Alerts')}</Link>
        <DocumentHeader doc={doc} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Card
              size="small"
              title={t('Extracted text')}
              extra={
                total > 0 && (
                  <Typography.Text type="secondary">
                    {t('Pages {{from}}-{{to}} of {{count}}', {
                      from: first,
                      to: Math.min(first + PAGES_PER_REQUEST - 1, total),
                      count: total,
                    })}
                  </Typography.Text>
                )
              }
            >
              {content.error && (
                <Notice
                  type="error"
                  showIcon
                  title={errorDetail(content.error, loadError)}
                  action={
                    <Button size="small" onClick={() => void content.refetch()}>
                      {t('Retry')}
                    </Button>
                  }
                />
              )}
              {content.isFetching && !content.error && <Skeleton active paragraph={{ rows: 12 }} />}
              {!content.isFetching && content.data && content.data.pages.length === 0 && (
                <Empty
                  description={
                    doc.extraction_status === 'failed'
                      ? doc.extraction_error
                        ? t('The text of this document could not be read: {{reason}}', { reason: doc.extraction_error })
                        : t('The text of this document could not be read.')
                      : doc.extraction_status === 'done'
                        ? t('This document has no extracted text on these pages.')
                        : t('The text of this document has not been extracted yet.')
                  }
                />
              )}
              {!content.isFetching &&
                content.data?.pages.map((page) => (
                  <PageText key={page.page_number} page={page} highlights={highlights} />
                ))}
              {total > PAGES_PER_REQUEST && (
                <Flex justify="center" style={{ marginTop: 16 }}>
                  <Pagination
                    aria-label={t('Document pages')}
                    current={Math.ceil(first / PAGES_PER_REQUEST)}
                    pageSize={PAGES_PER_REQUEST}
                    total={total}
                    showSizeChanger={false}
                    showQuickJumper
                    showTotal={(count, [from, to]) => t('Pages {{from}}-{{to}} of {{count}}', { from, to, count })}
                    onChange={(n) => goToPage((n - 1) * PAGES_PER_REQUEST + 1)}
                  />
                </Flex>
              )}
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Flex vertical gap={16} style={{ position: 'sticky', top: 16 }}>
              {analysis.isLoading && <Skeleton active />}
              {analysis.error && (
                <Notice
                  type="warning"
                  showIcon
                  title={errorDetail(analysis.error, t('The analysis of this document could not be loaded.'))}
                />
              )}
              {analysis.data && (
                <HighlightList highlights={highlights} others={others} pages={content.data?.pages} onJump={jump} />
              )}
              {analysis.data?.summary && (
                <Card size="small" title={t('Summary')}>
                  <Typography.Paragraph style={{ marginBottom: 0 }}>{analysis.data.summary}</Typography.Paragraph>
                </Card>
              )}
            </Flex>
          </Col>
        </Row>
      </Flex>
    </section>
  );
}
