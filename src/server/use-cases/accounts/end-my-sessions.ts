import { and, eq } from "drizzle-orm";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import { notFound } from "../../errors";

/**
 * Signs the user out of one of her sessions (`sessionId`), or of every session including this one
 * ("sign out everywhere") when no id is given. Another user's session is not found.
 */
export async function endMySessions(db: Db, actor: Actor, input: { sessionId?: string }) {
  return db.transaction(async (tx) => {
    const mine = eq(sessions.userId, actor.userId!);
    const ended = await tx
      .delete(sessions)
      .where(input.sessionId ? and(mine, eq(sessions.id, input.sessionId)) : mine)
      .returning({ id: sessions.id, tokenHash: sessions.tokenHash });
    if (input.sessionId && ended.length === 0) throw notFound("Session");
    await recordEvent(tx, actor, {
      action: "auth.sessions_end",
      entityType: "user",
      entityId: actor.userId!,
      after: { sessions: ended.map((s) => s.id), everywhere: !input.sessionId },
    });
    return { ended: ended.length, currentEnded: ended.some((s) => s.tokenHash === actor.sessionTokenHash) };
  });
}
