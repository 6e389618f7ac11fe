/** True when a query failed on a unique index (SQLSTATE 23505), whether or not Drizzle wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === "23505") return true;
  return false;
}
