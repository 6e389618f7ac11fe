import { createHash, randomBytes } from "node:crypto";
import { PASSWORD_RESET_VALID_MINUTES } from "../../../../domain/schemas/password-reset";

/** 256 random bits for the link; only the SHA-256 is stored, so a database leak resets no password. */
export function newResetToken(now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000),
  };
}

export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page the user opens. `origin` is the server's public origin (PUBLIC_URL or the request's). */
export const resetLink = (origin: string, token: string) => `${origin.replace(/\/$/, "")}/reset-password/${token}`;
