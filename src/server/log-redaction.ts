/**
 * Secrets that travel in a path — kiosk links (`/api/kiosk/<token>/…`, `/train/<token>`) and password
 * reset links (`/reset-password/<token>`, `/api/auth/password-reset/<token>`) and supplier upload links
 * (`/supplier-upload/<token>`, `/api/public/supplier-uploads/<token>`) — replaced by `[redacted]`.
 */
export const redactSecrets = (url: string) =>
  url.replace(
    /^(\/api\/kiosk\/|\/train\/|\/reset-password\/|\/api\/auth\/password-reset\/|\/supplier-upload\/|\/api\/public\/supplier-uploads\/)[^/?#]+/,
    "$1[redacted]",
  );
