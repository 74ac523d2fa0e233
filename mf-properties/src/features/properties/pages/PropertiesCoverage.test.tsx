import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import PropertiesPage from './PropertiesPage';
import { coverageList } from '../../coverage/testing/fixtures';
import { landUseFixture, propertyFixture } from '../testing/fixtures';

jest.setTimeout(60000);

const properties = [
  propertyFixture({ id: 'to', name: 'Queen St site', municipality_id: 3, municipality_name: 'Toronto' }),
  propertyFixture({ id: 'mk', name: 'Highway 7 lot', municipality_id: 7, municipality_name: 'Markham' }),
  propertyFixture({ id: 'gu', name: 'Gordon St parcel', municipality_id: 8, municipality_name: 'Guelph' }),
  propertyFixture({ id: 'xx', name: 'Unlisted place', municipality_id: 99, municipality_name: 'Elsewhere' }),
];

function render(list = properties) {
  return renderWithProviders(<PropertiesPage />, {
    route: '/properties',
    paths: ['/properties', '/coverage/:id'],
    signedInAs: testUser,
    api: {
      'GET /api/properties/': { body: list },
      'GET /api/properties/land-use-types': { body: landUseFixture },
      'GET /api/coverage': { body: coverageList },
    },
  });
}

describe('PropertiesPage: coverage on each card', () => {
  it('says whether each property municipality is fully, partly or not watched, linking to its detail, from one request', async () => {
    const { user, mock, location } = render();
    const card = (id: string) => screen.getByTestId(`property-card-${id}`);
    await waitFor(() => expect(within(card('gu')).getByText('Not watched')).toBeInTheDocument());
    expect(within(card('to')).getByText('Fully watched')).toBeInTheDocument();
    expect(within(card('mk')).getByText('Partly watched')).toBeInTheDocument();
    // A municipality the coverage does not list: no tag rather than a wrong one.
    expect(within(card('xx')).queryByTestId('property-coverage')).not.toBeInTheDocument();
    expect(mock.callsTo('GET /api/coverage')).toHaveLength(1);

    const link = within(card('gu')).getByRole('link', { name: 'Guelph: Not watched. See its coverage' });
    expect(link).toHaveAttribute('href', '/coverage/8');
    await user.click(link);
    expect(location()).toBe('/coverage/8');
  });

  it('asks nothing about coverage without a property', async () => {
    const { mock } = render([]);
    expect(await screen.findByText('No Properties Yet')).toBeInTheDocument();
    expect(mock.callsTo('GET /api/coverage')).toHaveLength(0);
  });
});
