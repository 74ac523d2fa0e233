import { api } from 'shared-auth';
import type { BillingProperty, CompanySubscription, Invoice, PropertyBillingRow } from './types';

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
    /** The company's properties: Billing lists those on the company's trial beside the subscribed ones. */
    billingProperties: build.query<BillingProperty[], void>({
      query: () => '/api/properties/',
      providesTags: ['Properties'],
    }),
    /** Subscribe a property on its trial: the browser goes to the checkout address returned. */
    billingCheckout: build.mutation<{ checkout_url: string }, string>({
      query: (propertyId) => ({
        url: `/api/property-subscriptions/${encodeURIComponent(propertyId)}/create-checkout`,
        method: 'POST',
      }),
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
  useBillingPropertiesQuery,
  useBillingCheckoutMutation,
  useCancelPropertySubscriptionMutation,
  useRenewPropertySubscriptionMutation,
} = billingApi;
