import { Alert, Button, Card, Col, Empty, Flex, List, Row, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router-dom';
import { applicationTypeLabel, errorDetail, errorStatus, PageTitle, safeExternalUrl, useT } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { useApplicationQuery } from '../api/applicationsApi';
import type { ApplicationDetail } from '../api/types';
import { applicationName } from '../components/ApplicationCard';
import { ApplicationTimeline } from '../components/ApplicationTimeline';
import { ExternalLink } from '../components/ExternalLink';
import { FollowCard } from '../components/FollowCard';
import { distanceLabel, factLabel, stepLabel } from '../lib/labels';

const TALL_LINK = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

function BackLink() {
  const t = useT(PROPERTIES_NAMESPACE);
  return (
    <Link to="/applications" style={TALL_LINK}>
      ← {t('All applications')}
    </Link>
  );
}

/** /applications/:id: one development application, from its filing to its last appeal. */
export default function ApplicationPage() {
  const t = useT(PROPERTIES_NAMESPACE);
  const { id } = useParams();
  const numeric = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : null;
  const { data, isLoading, isFetching, error, refetch } = useApplicationQuery(numeric ?? 0, { skip: numeric === null });

  if (numeric === null || errorStatus(error) === 404)
    return (
      <section data-testid="mf_properties-ApplicationPage">
        <BackLink />
        <Empty description={t('Application not found')} />
      </section>
    );
  if (isLoading)
    return (
      <section data-testid="mf_properties-ApplicationPage">
        <BackLink />
        <Skeleton active paragraph={{ rows: 12 }} />
      </section>
    );
  if (error || !data)
    return (
      <section data-testid="mf_properties-ApplicationPage">
        <BackLink />
        <Alert
          type="error"
          showIcon
          title={errorDetail(error, t('The application could not be loaded. Please try again.'))}
          action={
            <Button size="small" loading={isFetching} onClick={() => void refetch()}>
              {t('Retry')}
            </Button>
          }
        />
      </section>
    );
  return <ApplicationView application={data} />;
}

function ApplicationView({ application: a }: { application: ApplicationDetail }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const name = applicationName(a, t);
  const latest = [...a.timeline].reverse().find((s) => s.on) ?? a.timeline[a.timeline.length - 1];
  return (
    <section data-testid="mf_properties-ApplicationPage">
      <BackLink />
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <PageTitle documentTitle={t('Application {{name}}', { name })} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {name}
        </PageTitle>
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>
          {a.addresses.length ? a.addresses.join('; ') : t('Address not given')} · {a.municipality}
        </Typography.Text>
        <Flex gap={4} wrap>
          <Tag color="blue">{applicationTypeLabel(a.type)}</Tag>
          {a.status ? <Tag color="purple">{t('Status: {{status}}', { status: a.status })}</Tag> : null}
          {latest ? (
            <Tag>
              {t('Latest step: {{step}}', { step: stepLabel(latest.kind, t) })}
              {latest.on ? ` (${dayjs(latest.on).format('MMM D, YYYY')})` : ''}
            </Tag>
          ) : null}
          {a.fileNumbers.length > 1 ? (
            <Tag>{t('Also written {{numbers}}', { numbers: a.fileNumbers.slice(1).join(', ') })}</Tag>
          ) : null}
        </Flex>
        <ExternalLink url={a.link}>{t("The registry's page")}</ExternalLink>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap={16}>
            {a.description ? (
              <Card size="small" title={t('Description')}>
                <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>
                  {a.description}
                </Typography.Paragraph>
              </Card>
            ) : null}
            <Card size="small" title={t('Timeline')}>
              <ApplicationTimeline steps={a.timeline} />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={16}>
            <FollowCard application={a} />
            {a.facts.length ? (
              <Card size="small" title={t('Key facts')}>
                <List
                  size="small"
                  dataSource={a.facts}
                  renderItem={(f) => (
                    <List.Item key={`${f.name}-${f.value}-${f.citedFrom}`}>
                      <Flex vertical gap={2} style={{ minWidth: 0 }}>
                        <Typography.Text>
                          <strong>{t('{{fact}}:', { fact: factLabel(f.name, t) })}</strong> {f.value}
                        </Typography.Text>
                        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                          {t('“{{quote}}” ({{source}})', {
                            quote: f.quote,
                            source: f.citedFrom === 'description' ? t('the description') : f.citedFrom,
                          })}
                        </Typography.Text>
                        <ExternalLink url={f.url}>{t('Open the cited document')}</ExternalLink>
                      </Flex>
                    </List.Item>
                  )}
                />
              </Card>
            ) : null}
            <Card size="small" title={t('Your properties it concerns')}>
              {a.properties.length ? (
                <List
                  size="small"
                  dataSource={a.properties}
                  renderItem={(p) => (
                    <List.Item key={p.id}>
                      <Flex vertical gap={2} style={{ minWidth: 0 }}>
                        <Typography.Text strong>{p.name}</Typography.Text>
                        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                          {p.address ?? t('Address not given')}
                        </Typography.Text>
                        <Flex gap={4} wrap align="center">
                          {p.atProperty ? <Tag color="red">{t('At the property')}</Tag> : null}
                          {distanceLabel(p.distanceMeters) ? (
                            <Tag>{t('{{distance}} away', { distance: distanceLabel(p.distanceMeters) })}</Tag>
                          ) : null}
                          {p.alertId !== null ? (
                            <Link to={`/alerts?alertId=${p.alertId}`} style={TALL_LINK}>
                              {t('View the alert')}
                            </Link>
                          ) : null}
                        </Flex>
                      </Flex>
                    </List.Item>
                  )}
                />
              ) : (
                <Typography.Text type="secondary">
                  {t('None of your properties is near this application.')}
                </Typography.Text>
              )}
            </Card>
            <Card size="small" title={t('Documents')}>
              {a.documents.length ? (
                <List
                  size="small"
                  dataSource={a.documents}
                  renderItem={(d, i) => (
                    <List.Item key={`${d.documentId ?? d.url ?? ''}-${i}`}>
                      {d.documentId !== null ? (
                        <Link to={`/documents/${d.documentId}`} style={{ ...TALL_LINK, overflowWrap: 'anywhere' }}>
                          {d.title}
                        </Link>
                      ) : (
                        safeTitle(d)
                      )}
                    </List.Item>
                  )}
                />
              ) : (
                <Typography.Text type="secondary">{t('No document of this file has been read yet.')}</Typography.Text>
              )}
            </Card>
          </Flex>
        </Col>
      </Row>
    </section>
  );
}

/** A document without a page of ours: a link to its source when it has a safe one, else its title. */
function safeTitle(d: ApplicationDetail['documents'][number]) {
  if (!safeExternalUrl(d.url)) return <Typography.Text style={{ overflowWrap: 'anywhere' }}>{d.title}</Typography.Text>;
  return (
    <ExternalLink url={d.url}>
      <span style={{ overflowWrap: 'anywhere' }}>{d.title}</span>
    </ExternalLink>
  );
}
