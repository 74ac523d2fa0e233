// Each subscription state on a property card: the same tag and actions as Billing, Alerts and Overview show.
import { screen, within } from '@testing-library/react';
import { renderWithProviders, SUBSCRIPTION_CASES } from 'shared-auth/testing';
import type { Property } from '../api/types';
import { propertyFixture } from '../testing/fixtures';
import { PropertyCard } from './PropertyCard';

const noop = () => undefined;

describe.each(SUBSCRIPTION_CASES.map((c) => [c.state, c] as const))('a property card in state %s', (_, c) => {
  it('reads the state and offers its actions, nothing else', () => {
    renderWithProviders(
      <PropertyCard
        property={propertyFixture(c.facts as unknown as Partial<Property>)}
        companyTrial={c.trial}
        onAlerts={noop}
        onInfo={noop}
        onEdit={noop}
        onSubscribe={noop}
        onDelete={noop}
        onCancelSubscription={noop}
        onRenewSubscription={noop}
      />,
    );
    const card = within(screen.getByTestId('property-card-p-1'));
    expect(card.getByTestId('subscription-state')).toHaveTextContent(c.label);
    const button = (name: string | RegExp) => card.queryByRole('button', { name });
    expect(Boolean(button(/Alerts$/))).toBe(c.actions.alerts);
    expect(Boolean(button('Subscribe'))).toBe(c.actions.subscribe);
    expect(Boolean(button('Cancel subscription'))).toBe(c.actions.cancel);
    expect(Boolean(button('Renew'))).toBe(c.actions.renew);
    expect(Boolean(button(/^Delete /))).toBe(c.actions.delete);
    expect(button(/Property Info/)).toBeInTheDocument();
    if (c.state === 'trial') expect(card.getByText(/^Free trial: 12 days left/)).toBeInTheDocument();
    if (c.state === 'cancelling') expect(card.getByText(/^Monitoring ends on /)).toBeInTheDocument();
    if (c.state === 'inactive') expect(card.getByText('or $50/Month')).toBeInTheDocument();
  });
});
