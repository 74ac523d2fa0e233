/** Sample answers for the settings tests. */
import type { CompanyUser, Invoice, LoginSession } from './api/types';

export const teamMembers: CompanyUser[] = [
  {
    id: 'u-1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    role: 'admin',
    last_login: '2026-03-10T15:00:00.000Z',
  },
  {
    id: 'u-2',
    email: 'grace@example.com',
    first_name: 'Grace',
    last_name: 'Hopper',
    role: 'analyst',
    last_login: '2026-03-09T13:30:00.000Z',
  },
  { id: 'u-3', email: 'alan@example.com', first_name: 'Alan', last_name: 'Turing', role: 'invited', last_login: null },
];

export const loginSessions: LoginSession[] = [
  {
    id: 's-1',
    device_info: 'Desktop (Linux)',
    browser_info: 'Chrome 140',
    location: 'Local network',
    ip_address: '127.0.0.1',
    created_at: '2026-03-10T14:00:00.000Z',
    // 15:05 UTC is 11:05 AM in Toronto (EDT, UTC-4) on March 10, 2026.
    last_active: '2026-03-10T15:05:00.000Z',
    is_current: true,
  },
  {
    id: 's-2',
    device_info: 'iPhone',
    browser_info: 'Safari 19',
    location: 'Ottawa, ON',
    ip_address: '203.0.113.8',
    created_at: '2026-01-05T10:00:00.000Z',
    // 17:00 UTC is 12:00 PM in Toronto (EST, UTC-5) on January 5, 2026.
    last_active: '2026-01-05T17:00:00.000Z',
    is_current: false,
  },
];

// Not typed as the wire's rows: some carry shapes the table still copes with (amount as text or missing, payment
// status 'paid').
export const billingRows = [
  {
    property_id: 'p-1',
    property_name: 'King Street Lofts',
    property_address: '100 King St W, Toronto',
    municipality_name: 'Toronto',
    status: 'active',
    payment_status: 'paid',
    cancel_at_period_end: false,
    current_period_start: '2026-03-01T05:00:00.000Z',
    current_period_end: '2026-04-01T16:00:00.000Z',
    amount: 50,
    currency: 'cad',
    hosted_invoice_url: 'https://billing.example/i/1',
    invoice_pdf: 'https://billing.example/i/1.pdf',
  },
  {
    property_id: 'p-2',
    property_name: 'Harbour Yard',
    property_address: '5 Queens Quay, Toronto',
    municipality_name: 'Toronto',
    status: 'active',
    payment_status: 'paid',
    cancel_at_period_end: true,
    current_period_start: '2026-03-01T05:00:00.000Z',
    current_period_end: '2026-04-15T16:00:00.000Z',
    amount: null,
    currency: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
  },
  {
    property_id: 'p-3',
    property_name: 'Mill Pond',
    property_address: '12 Mill Rd, Ottawa',
    municipality_name: 'Ottawa',
    status: 'past_due',
    payment_status: 'past_due',
    cancel_at_period_end: false,
    current_period_start: '2026-02-01T05:00:00.000Z',
    current_period_end: '2026-03-01T16:00:00.000Z',
    amount: '75.5',
    currency: 'CAD',
    hosted_invoice_url: null,
    invoice_pdf: null,
  },
];

export const invoices: Invoice[] = [
  {
    id: 'in_1',
    // 2026-03-01T17:00:00Z
    created: 1772384400,
    amount_due: 5000,
    currency: 'cad',
    status: 'paid',
    hosted_invoice_url: 'https://billing.example/hosted/in_1',
    invoice_pdf: 'https://billing.example/pdf/in_1.pdf',
  },
  {
    id: 'in_2',
    created: 1769878800,
    amount_due: 12345,
    currency: 'cad',
    status: 'open',
    hosted_invoice_url: null,
    invoice_pdf: null,
  },
];
