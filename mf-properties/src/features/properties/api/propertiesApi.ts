import { api } from 'shared-auth';
import type {
  AddressSuggestion,
  Committee,
  LandUseType,
  Municipality,
  NewProperty,
  Property,
  PropertyAlert,
  PropertyDocument,
  PropertyUpdate,
  SummaryResult,
} from './types';

const id = (value: string) => encodeURIComponent(value);

export const propertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    properties: build.query<Property[], void>({
      query: () => '/api/properties/',
      providesTags: ['Properties', 'Subscriptions'],
    }),
    createProperty: build.mutation<Property, NewProperty>({
      query: (body) => ({ url: '/api/properties/', method: 'POST', body }),
      invalidatesTags: ['Properties', 'Alerts', 'AlertStats', 'Billing'],
    }),
    updateProperty: build.mutation<Property, { id: string; body: PropertyUpdate }>({
      query: ({ id: propertyId, body }) => ({ url: `/api/properties/${id(propertyId)}`, method: 'PUT', body }),
      invalidatesTags: ['Properties'],
    }),
    deleteProperty: build.mutation<{ detail: string }, string>({
      query: (propertyId) => ({ url: `/api/properties/${id(propertyId)}`, method: 'DELETE' }),
      invalidatesTags: ['Properties', 'Alerts', 'AlertStats', 'Billing'],
    }),
    municipalities: build.query<Municipality[], void>({
      query: () => '/api/properties/municipalities',
      keepUnusedDataFor: 900,
    }),
    landUseTypes: build.query<LandUseType[], void>({
      query: () => '/api/properties/land-use-types',
      keepUnusedDataFor: 900,
    }),
    /** The product passes the lower-cased municipality name. */
    municipalityCommittees: build.query<Committee[], string>({
      query: (municipalityName) => `/api/committees/municipality/${id(municipalityName.toLowerCase())}`,
    }),
    addressSuggestions: build.query<AddressSuggestion[], string>({
      query: (q) => ({ url: '/api/properties/address-suggestions', params: { q } }),
      keepUnusedDataFor: 60,
    }),
    propertyAlerts: build.query<PropertyAlert[], string>({
      query: (propertyId) => ({ url: '/api/alerts/', params: { propertyId } }),
      providesTags: ['Alerts'],
    }),
    propertyDocuments: build.query<PropertyDocument[], string>({
      query: (propertyId) => `/api/properties/${id(propertyId)}/documents`,
      providesTags: (_result, _error, propertyId) => [{ type: 'Documents', id: propertyId }],
    }),
    generateSummary: build.mutation<SummaryResult, string>({
      query: (propertyId) => ({ url: `/api/properties/${id(propertyId)}/generate-summary`, method: 'POST' }),
      invalidatesTags: ['Properties'],
    }),
    /** Cancel at the end of the current period (the card then shows Cancelling). */
    cancelPropertySubscriptionFromCard: build.mutation<unknown, string>({
      query: (propertyId) => ({
        url: `/api/property-subscriptions/${id(propertyId)}/cancel-subscription`,
        method: 'POST',
      }),
      invalidatesTags: ['Properties', 'Subscriptions', 'Billing'],
    }),
    renewPropertySubscriptionFromCard: build.mutation<unknown, string>({
      query: (propertyId) => ({
        url: `/api/property-subscriptions/${id(propertyId)}/renew-subscription`,
        method: 'POST',
      }),
      invalidatesTags: ['Properties', 'Subscriptions', 'Billing'],
    }),
    createCheckout: build.mutation<{ checkout_url: string }, string>({
      query: (propertyId) => ({ url: `/api/property-subscriptions/${id(propertyId)}/create-checkout`, method: 'POST' }),
    }),
  }),
});

export const {
  usePropertiesQuery,
  useCreatePropertyMutation,
  useUpdatePropertyMutation,
  useDeletePropertyMutation,
  useMunicipalitiesQuery,
  useLandUseTypesQuery,
  useMunicipalityCommitteesQuery,
  useAddressSuggestionsQuery,
  usePropertyAlertsQuery,
  usePropertyDocumentsQuery,
  useGenerateSummaryMutation,
  useCreateCheckoutMutation,
  useCancelPropertySubscriptionFromCardMutation,
  useRenewPropertySubscriptionFromCardMutation,
} = propertiesApi;
