import { api } from 'shared-auth';
import type { CompanySubscription, Invoice, PropertyBillingRow } from './types';

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    propertyBilling: build.query<PropertyBillingRow[], void>({
      query: () => '/api/stripe/property-billing',
      providesTags: ['Billing'],
    }),
    invoices: build.query<Invoice[], void>({
      query: () => '/api/stripe/invoices',
      providesTags: ['Billing'],
    }),
    /** How many properties the company has: the trial sentence names them. */
    billingPropertyCount: build.query<number, void>({
      query: () => '/api/properties/',
      transformResponse: (rows: unknown[]) => rows.length,
      providesTags: ['Properties'],
    }),
    companySubscription: build.query<CompanySubscription, void>({
      query: () => '/api/stripe/company-subscription',
      providesTags: ['Billing'],
    }),
    cancelPropertySubscription: build.mutation<unknown, string>({
      query: (propertyId) => ({
        url: `/api/property-subscriptions/${encodeURIComponent(propertyId)}/cancel-subscription`,
        method: 'POST',
      }),
      invalidatesTags: ['Billing', 'Subscriptions', 'Properties'],
    }),
    renewPropertySubscription: build.mutation<unknown, string>({
      query: (propertyId) => ({
        url: `/api/property-subscriptions/${encodeURIComponent(propertyId)}/renew-subscription`,
        method: 'POST',
      }),
      invalidatesTags: ['Billing', 'Subscriptions', 'Properties'],
    }),
  }),
});

export const {
  usePropertyBillingQuery,
  useInvoicesQuery,
  useCompanySubscriptionQuery,
  useBillingPropertyCountQuery,
  useCancelPropertySubscriptionMutation,
  useRenewPropertySubscriptionMutation,
} = billingApi;
