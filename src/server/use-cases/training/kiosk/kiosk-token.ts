import { createHash, randomBytes } from "node:crypto";

/** A fresh random token (shown once, as part of the URL) and the sha256 that is stored instead. */
export function newToken(bytes = 24): { token: string; hash: string } {
  const token = randomBytes(bytes).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The worker-facing page of a kiosk token (a path; the web prefixes its own origin). */
export const kioskPath = (token: string) => `/train/${token}`;
