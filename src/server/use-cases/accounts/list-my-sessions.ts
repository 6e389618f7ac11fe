import { and, desc, eq, gt } from "drizzle-orm";
import type { SessionView } from "../../../domain/schemas/auth";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";

/**
 * "Your sessions": every session of the signed-in user that still works — within its absolute lifetime
 * and used within the idle limit — the current one marked, newest use first.
 */
export async function listMySessions(
  db: Db,
  actor: Actor,
  input: { idleMinutes: number },
): Promise<{ sessions: SessionView[] }> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, actor.userId!),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - input.idleMinutes * 60_000)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.tokenHash === actor.sessionTokenHash,
    })),
  };
}
