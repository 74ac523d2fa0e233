import { SHARED_NAMESPACE } from '../i18n/shared';
import { useT } from '../i18n/useT';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import {
  SUBSCRIPTION_STATES,
  subscriptionCounts,
  subscriptionView,
  type CompanyTrial,
  type SubscriptionFacts,
  type SubscriptionState,
} from '../subscription';

export interface SubscriptionStatesProps {
  properties: readonly SubscriptionFacts[];
  trial?: CompanyTrial | null;
  /** The words before the tags. */
  lead?: string;
}

/**
 * The company's properties by subscription state, in the words of the property cards and the Billing tab:
 * "Subscriptions: [3 Trial] [1 Cancelling]". Each tag's tooltip is that state's sentence.
 */
export function SubscriptionStates({ properties, trial, lead }: SubscriptionStatesProps) {
  const t = useT(SHARED_NAMESPACE);
  if (properties.length === 0) return null;
  const counts = subscriptionCounts(properties, trial);
  return (
    <Flex align="center" gap={4} wrap data-testid="subscription-states">
      <Typography.Text type="secondary">{lead ?? t('Subscriptions:')}</Typography.Text>
      {SUBSCRIPTION_STATES.filter((state) => counts[state] > 0).map((state) => {
        const sample = properties.find((p) => subscriptionView(p, trial).state === state)!;
        const view = subscriptionView(sample, trial);
        return (
          <Tooltip key={state} title={counts[state] === 1 ? view.detail : undefined}>
            <Tag color={view.color} data-state={state}>
              {counts[state]} {view.label}
            </Tag>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
