import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterTrial, errorDetail, errorStatus, PageTitle, trialSentence, useT, useTrialStatusQuery } from 'shared-auth';
import {
  useCancelPropertySubscriptionFromCardMutation,
  useCreateCheckoutMutation,
  useDeletePropertyMutation,
  useLandUseTypesQuery,
  usePropertiesQuery,
  useRenewPropertySubscriptionFromCardMutation,
} from '../api/propertiesApi';
import type { Property } from '../api/types';
import { EditPropertyModal } from '../components/EditPropertyModal';
import { PropertyAlertsModal } from '../components/PropertyAlertsModal';
import { PropertyCard } from '../components/PropertyCard';
import { PropertyDocumentsModal } from '../components/PropertyDocumentsModal';
import { SubscriptionPromo } from '../components/SubscriptionPromo';
import { MESSAGES } from '../lib/format';
import { useCoverageQuery } from '../../coverage/api/coverageApi';
import { CoverageLink } from '../../coverage/components/CoverageLink';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';

type Open = { kind: 'edit' | 'alerts' | 'info'; property: Property } | null;

/** /properties: the grid of property cards with their subscription actions. */
export default function PropertiesPage() {
  const t = useT(PROPERTIES_NAMESPACE);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError, refetch } = usePropertiesQuery();
  const { data: landUseTypes } = useLandUseTypesQuery();
  // One request for every card's coverage tag (none while there is no property).
  const { data: coverage } = useCoverageQuery(undefined, { skip: !data?.length });
  const coverageById = useMemo(() => new Map(coverage?.municipalities.map((m) => [m.id, m])), [coverage]);
  const coverageTag = (municipalityId: number | null) => {
    const row = municipalityId === null ? undefined : coverageById.get(municipalityId);
    return row ? <CoverageLink municipality={row} /> : null;
  };
  const trial = useTrialStatusQuery();
  const companyTrial = trial.data?.is_trial_active ? { active: true, daysRemaining: trial.data.days_remaining } : null;
  const [checkout] = useCreateCheckoutMutation();
  const [remove] = useDeletePropertyMutation();
  const [cancelSubscription] = useCancelPropertySubscriptionFromCardMutation();
  const [renewSubscription] = useRenewPropertySubscriptionFromCardMutation();
  const [busy, setBusy] = useState<{ id: string; action: 'subscribe' | 'delete' | 'subscription' } | null>(null);
  const [open, setOpen] = useState<Open>(null);

  if (params.get('subscribed')) {
    return (
      <section data-testid="mf_properties-PropertiesPage">
        <SubscriptionPromo onDone={() => setParams({}, { replace: true })} />
      </section>
    );
  }

  const subscribe = async (property: Property) => {
    setBusy({ id: property.id, action: 'subscribe' });
    try {
      const { checkout_url } = await checkout(property.id).unwrap();
      window.location.assign(checkout_url);
    } catch {
      void message.error(MESSAGES.subscribeFailed);
      setBusy(null);
    }
  };

  const del = async (property: Property) => {
    setBusy({ id: property.id, action: 'delete' });
    try {
      await remove(property.id).unwrap();
      void message.success(t('Property deleted.'));
    } catch (error) {
      const status = errorStatus(error);
      void message.error(
        status !== undefined && status >= 500 ? MESSAGES.deleteFailed : errorDetail(error, MESSAGES.deleteFailed),
      );
    } finally {
      setBusy(null);
    }
  };

  const changeSubscription = async (property: Property, cancel: boolean) => {
    setBusy({ id: property.id, action: 'subscription' });
    try {
      await (cancel ? cancelSubscription(property.id) : renewSubscription(property.id)).unwrap();
      void message.success(
        cancel
          ? t('Subscription will be cancelled at the end of the current billing period.')
          : t('Subscription renewed successfully!'),
      );
    } catch (error) {
      const status = errorStatus(error);
      const fallback = cancel ? t('Failed to cancel subscription.') : t('Failed to renew subscription.');
      void message.error(status !== undefined && status >= 500 ? fallback : errorDetail(error, fallback));
    } finally {
      setBusy(null);
    }
  };

  // The open modal shows the freshest copy of its property (after an edit or a summary).
  const current = open ? { ...open, property: data?.find((p) => p.id === open.property.id) ?? open.property } : null;

  return (
    <section data-testid="mf_properties-PropertiesPage">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <PageTitle>{t('Properties')}</PageTitle>
          <Typography.Text type="secondary">{t('The properties your company monitors.')}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/properties/new')}>
          {t('Add Property')}
        </Button>
      </Flex>
      {isLoading ? (
        <Skeleton active />
      ) : isError ? (
        <Alert
          type="error"
          showIcon
          title={MESSAGES.loadFailed}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t('Retry')}
            </Button>
          }
        />
      ) : !data?.length ? (
        <Empty
          description={
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              {t('No Properties Yet')}
            </Typography.Title>
          }
          style={{ padding: 48 }}
        >
          <Typography.Paragraph type="secondary">
            {t('Add a property to start monitoring council and committee activity around it.')}
          </Typography.Paragraph>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/properties/new')}>
            {t('Add Property')}
          </Button>
        </Empty>
      ) : (
        <>
          {trial.data?.is_trial_active ? (
            <Alert
              data-testid="trial-banner"
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={trialSentence(trial.data!.days_remaining, data.length)}
              description={afterTrial()}
            />
          ) : null}
          <Row gutter={[16, 16]}>
            {data.map((property) => (
              <Col key={property.id} xs={24} md={12} xl={8} style={{ display: 'flex' }}>
                <div style={{ width: '100%', height: '100%' }}>
                  <PropertyCard
                    property={property}
                    companyTrial={companyTrial}
                    coverage={coverageTag(property.municipality_id)}
                    landUseTypes={landUseTypes}
                    subscribing={busy?.id === property.id && busy.action === 'subscribe'}
                    deleting={busy?.id === property.id && busy.action === 'delete'}
                    changingSubscription={busy?.id === property.id && busy.action === 'subscription'}
                    onCancelSubscription={(p) => void changeSubscription(p, true)}
                    onRenewSubscription={(p) => void changeSubscription(p, false)}
                    onAlerts={(p) => setOpen({ kind: 'alerts', property: p })}
                    onInfo={(p) => setOpen({ kind: 'info', property: p })}
                    onEdit={(p) => setOpen({ kind: 'edit', property: p })}
                    onSubscribe={subscribe}
                    onDelete={del}
                  />
                </div>
              </Col>
            ))}
          </Row>
        </>
      )}
      {current?.kind === 'edit' ? (
        <EditPropertyModal property={current.property} onClose={() => setOpen(null)} />
      ) : null}
      {current?.kind === 'alerts' ? (
        <PropertyAlertsModal property={current.property} onClose={() => setOpen(null)} />
      ) : null}
      {current?.kind === 'info' ? (
        <PropertyDocumentsModal property={current.property} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
