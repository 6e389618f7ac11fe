import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * Either driver's database (or an open transaction): use-case functions take this as `db`. It lives apart
 * from client.ts so the job queue, which client.ts wires in, can name it without importing client.ts back.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
