/** Test data (never imported by app code). */
import type { Committee, Municipality, Property } from '../api/types';

export const municipalitiesFixture: Municipality[] = [
  {
    id: 1,
    name: 'Mississauga',
    parent_name: 'Peel Region',
    kind: 'lower-tier',
    upper_tier: 'Peel Region',
    latitude: 43.6,
    longitude: -79.65,
  },
  {
    id: 2,
    name: 'Richmond Hill',
    parent_name: 'York Region',
    kind: 'lower-tier',
    upper_tier: 'York Region',
    latitude: 43.883333,
    longitude: -79.433333,
  },
  {
    id: 3,
    name: 'Toronto',
    parent_name: null,
    kind: 'single-tier',
    upper_tier: null,
    latitude: 43.7,
    longitude: -79.4,
  },
];

export const committeesFixture: Record<string, Committee[]> = {
  toronto: [
    {
      id: 11,
      name: 'City Council',
      municipality_id: 3,
      municipality_name: 'Toronto',
      committee_type: { id: 1, slug: 'council', display_name: 'Council' },
    },
    {
      id: 12,
      name: 'Planning and Housing Committee',
      municipality_id: 3,
      municipality_name: 'Toronto',
      committee_type: { id: 2, slug: 'planning', display_name: 'Planning Committee' },
    },
  ],
  // The municipality's own committee, then those of the regional bodies that include it (as the API answers).
  mississauga: [
    {
      id: 21,
      name: 'Mississauga City Council',
      municipality_id: 1,
      municipality_name: 'Mississauga',
      committee_type: { id: 1, slug: 'council', display_name: 'Council' },
    },
    {
      id: 31,
      name: 'Regional Council',
      municipality_id: 10,
      municipality_name: 'Peel Region',
      committee_type: { id: 1, slug: 'council', display_name: 'Council' },
    },
    {
      id: 41,
      name: 'Board of Directors',
      municipality_id: 11,
      municipality_name: 'Toronto and Region Conservation Authority',
      committee_type: { id: 9, slug: 'board', display_name: 'Board' },
    },
  ],
  'richmond hill': [],
};

export function propertyFixture(overrides: Partial<Property> = {}): Property {
  return {
    id: 'p-1',
    name: 'Queen St site',
    nickname: 'Queen St site',
    address: '100 Queen Street West, Toronto, Ontario M5H 2N2, Canada',
    latitude: 43.65,
    longitude: -79.38,
    municipality_id: 3,
    municipality_name: 'Toronto',
    current_land_use: 'commercial',
    future_land_use: 'mixed_use',
    notes: null,
    application_numbers: [],
    active: false,
    subscription_status: 'inactive',
    payment_status: null,
    cancel_at_period_end: false,
    trial_end: null,
    current_period_end: null,
    property_summary: null,
    summary_updated_at: null,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export const landUseFixture = [
  { value: 'commercial', label: 'Commercial' },
  { value: 'mixed_use', label: 'Mixed Use' },
  { value: 'residential', label: 'Residential' },
];
