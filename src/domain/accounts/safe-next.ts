/** Only same-app paths may be returned to after sign-in (no open redirect to another site). */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith("/app") || next.startsWith("//")) return "/app/overview";
  return next;
}
