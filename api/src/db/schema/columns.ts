import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp column is `timestamp with time zone`, read as a `Date`. */
export const tz = { withTimezone: true, mode: 'date' } as const;

/** `created_at timestamptz NOT NULL DEFAULT now()`: when the row was written. */
export const createdAt = () => timestamp('created_at', tz).notNull().defaultNow();

/** `updated_at timestamptz NOT NULL DEFAULT now()`: the application sets it on every change. */
export const updatedAt = () => timestamp('updated_at', tz).notNull().defaultNow();
