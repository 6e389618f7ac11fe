/**
 * Secrets that travel in a path — kiosk links (`/api/kiosk/<token>/…`, `/train/<token>`) and password
 * reset links (`/reset-password/<token>`, `/api/auth/password-reset/<token>`) — replaced by `[redacted]`.
 */
export const redactSecrets = (url: string) =>
  url.replace(/^(\/api\/kiosk\/|\/train\/|\/reset-password\/|\/api\/auth\/password-reset\/)[^/?#]+/, "$1[redacted]");
