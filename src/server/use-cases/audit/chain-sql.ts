import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * A timestamptz as text at the precision PostgreSQL stores it: UTC, six fractional digits. JavaScript
 * Dates stop at milliseconds, so the hash (scheme 2) is computed over this text, never over a Date.
 */
export const fullPrecisionUtc = (value: PgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
