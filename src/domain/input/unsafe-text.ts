import { message, type Message } from "../i18n/message";

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused, as a message (decision 112): of a value, and of a field's name. */
export const unsafeTextReasons = {
  nul: message("Must not contain the NUL character (\\u0000)"),
  surrogate: message("Must be valid Unicode text (it contains a broken character, a lone UTF-16 surrogate)"),
} as const;
const unsafeNameReasons: Record<keyof typeof unsafeTextReasons, Message> = {
  nul: message("Field name: must not contain the NUL character (\\u0000)"),
  surrogate: message(
    "Field name: must be valid Unicode text (it contains a broken character, a lone UTF-16 surrogate)",
  ),
};

/** Which rule a string breaks, or null when it breaks none. */
function unsafeTextKind(text: string): keyof typeof unsafeTextReasons | null {
  if (text.includes("\u0000")) return "nul";
  if (loneSurrogate.test(text)) return "surrogate";
  return null;
}

/**
 * Why a string cannot be accepted, or null when it can: PostgreSQL text cannot hold NUL, and a lone
 * surrogate has no UTF-8 form (it would be stored silently as U+FFFD, a different value).
 */
export function unsafeTextReason(text: string): Message | null {
  const kind = unsafeTextKind(text);
  return kind ? unsafeTextReasons[kind] : null;
}

/** How a key shows in a field path when it is itself unsafe: its NUL and surrogates escaped. */
const printable = (key: string) =>
  Array.from(key, (c) =>
    c.length === 1 && (c === "\u0000" || (c >= "\uD800" && c <= "\uDFFF"))
      ? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
      : c,
  ).join("");

/**
 * Every unsafe string in a JSON-like value — object keys included — by dot-separated field path
 * (the same paths zod errors use; a value at the top is named `fallback`). Walks at most `maxDepth`
 * levels; deeper input is refused by the body size limit and the schemas long before.
 */
export function findUnsafeText(value: unknown, fallback = "body", maxDepth = 64): Record<string, Message> {
  const found: Record<string, Message> = {};
  const visit = (node: unknown, path: string[], depth: number) => {
    if (typeof node === "string") {
      const reason = unsafeTextReason(node);
      if (reason) found[path.join(".") || fallback] ??= reason;
      return;
    }
    if (node === null || typeof node !== "object" || depth > maxDepth) return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, [...path, String(i)], depth + 1));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      const kind = unsafeTextKind(key);
      const field = [...path, printable(key)];
      if (kind) found[field.join(".")] ??= unsafeNameReasons[kind];
      visit(item, field, depth + 1);
    }
  };
  visit(value, [], 0);
  return found;
}

const decodeQueryPart = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));

/**
 * Query parameters (of the raw `a=1&b=2` string) whose name or value is not valid percent-encoded
 * UTF-8, such as `%FF` or an encoded lone surrogate (`%ED%A0%80`): a lenient parser would keep the
 * escape or put U+FFFD in its place, silently searching for something else.
 */
export function findBadPercentEncoding(rawQuery: string): Record<string, Message> {
  const found: Record<string, Message> = {};
  for (const pair of rawQuery.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const [rawName, rawValue] = eq === -1 ? [pair, ""] : [pair.slice(0, eq), pair.slice(eq + 1)];
    let name: string;
    try {
      name = decodeQueryPart(rawName);
    } catch {
      found[rawName] ??= message("Field name: must be valid percent-encoded UTF-8");
      continue;
    }
    try {
      decodeQueryPart(rawValue);
    } catch {
      found[name] ??= message("Must be valid percent-encoded UTF-8");
    }
  }
  return found;
}
