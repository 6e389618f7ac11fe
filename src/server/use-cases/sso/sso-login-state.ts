import { createHash, randomBytes } from "node:crypto";
import { lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ssoLoginStates } from "../../db/schema";

/** An SSO sign-in must come back from the provider within this long. */
export const SSO_STATE_MINUTES = 10;

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const randomToken = () => randomBytes(32).toString("base64url");

/** Housekeeping: sign-ins abandoned at the provider. */
export async function purgeExpiredLoginStates(db: Db) {
  await db.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, new Date()));
}
