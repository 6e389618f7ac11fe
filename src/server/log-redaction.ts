/** `/api/kiosk/<token>/…` and `/train/<token>` → the token replaced by `[redacted]`. */
export const redactSecrets = (url: string) => url.replace(/^(\/api\/kiosk\/|\/train\/)[^/?#]+/, "$1[redacted]");
