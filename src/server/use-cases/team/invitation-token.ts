import { createHash, randomBytes } from "node:crypto";
import { INVITATION_VALID_DAYS } from "../../../domain/schemas/team";

/** 256 random bits for the link; only the SHA-256 is stored, so a database leak opens no invitation. */
export function newInvitationToken(now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 3_600_000),
  };
}

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The address the invitee opens. `origin` is the server's public origin (PUBLIC_URL or the request's). */
export const invitationLink = (origin: string, token: string) => `${origin.replace(/\/$/, "")}/invite/${token}`;
