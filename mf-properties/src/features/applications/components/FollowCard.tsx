import { Alert, Button, Card, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail, useT, withParts } from 'shared-auth';
import { PROPERTIES_NAMESPACE } from '../../../i18n/catalogue';
import { useFollowApplicationMutation, useUnfollowApplicationMutation } from '../api/applicationsApi';
import type { ApplicationDetail } from '../api/types';

/**
 * Follow: the file's later steps (hearing, decision, appeal, tribunal decision) raise updates on the alerts of the
 * property chosen (the nearest the file concerns by default).
 */
export function FollowCard({ application }: { application: ApplicationDetail }) {
  const t = useT(PROPERTIES_NAMESPACE);
  const { follow, properties } = application;
  const [propertyId, setPropertyId] = useState<string | undefined>(follow?.propertyId ?? properties[0]?.id);
  const [followFile, following] = useFollowApplicationMutation();
  const [unfollow, stopping] = useUnfollowApplicationMutation();
  const error = following.error ?? stopping.error;
  const choices = properties.map((p) => ({ value: p.id, label: p.name }));
  if (follow && !choices.some((c) => c.value === follow.propertyId))
    choices.unshift({ value: follow.propertyId, label: follow.propertyName });

  return (
    <Card size="small" title={t('Follow')} data-testid="application-follow">
      <Flex vertical gap={8}>
        {follow ? (
          <Typography.Text>
            {withParts(
              (values) =>
                t('You follow this application: its later steps raise updates on the alerts of {{property}}.', values),
              { property: <strong>{follow.propertyName}</strong> },
            )}
          </Typography.Text>
        ) : choices.length ? (
          <Typography.Text>
            {t(
              'Follow this application: its later steps (hearing, decision, appeal, tribunal decision) raise updates on the alerts of the property you choose.',
            )}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {t(
              'None of your properties is near this application, so there is no property whose alerts would get its steps.',
            )}
          </Typography.Text>
        )}
        {choices.length ? (
          <Flex gap={8} wrap align="center">
            <Select
              aria-label={t('Property to follow it for')}
              size="large"
              value={propertyId}
              onChange={setPropertyId}
              options={choices}
              style={{ minWidth: 200, flex: '1 1 200px', maxWidth: '100%' }}
            />
            {follow ? (
              <>
                {propertyId && propertyId !== follow.propertyId ? (
                  <Button
                    size="large"
                    loading={following.isLoading}
                    onClick={() => void followFile({ id: application.id, propertyId })}
                  >
                    {t('Follow for this property')}
                  </Button>
                ) : null}
                <Button size="large" loading={stopping.isLoading} onClick={() => void unfollow(application.id)}>
                  {t('Unfollow')}
                </Button>
              </>
            ) : (
              <Button
                type="primary"
                size="large"
                loading={following.isLoading}
                onClick={() => void followFile({ id: application.id, propertyId })}
              >
                {t('Follow')}
              </Button>
            )}
          </Flex>
        ) : null}
        {error ? (
          <Alert
            type="error"
            showIcon
            title={errorDetail(error, t('The follow could not be saved. Please try again.'))}
          />
        ) : null}
      </Flex>
    </Card>
  );
}
