import { describe, expect, it } from "vitest";
import { englishText, type Message } from "../i18n/message";
import { findBadPercentEncoding, findUnsafeText, unsafeTextReason, unsafeTextReasons } from "./unsafe-text";

const english = (found: Record<string, Message>) =>
  Object.fromEntries(Object.entries(found).map(([field, reason]) => [field, englishText(reason)]));

describe("unsafeTextReason", () => {
  it("accepts ordinary text, accents, emoji (a valid surrogate pair) and control characters other than NUL", () => {
    for (const text of ["", "Oxnard Packhouse", "Año 2026 — ñandú", "🥬 lettuce", "tab\tline\nbreak"]) {
      expect(unsafeTextReason(text)).toBeNull();
    }
  });

  it("refuses a NUL anywhere in the string", () => {
    expect(unsafeTextReason("\u0000")).toBe(unsafeTextReasons.nul);
    expect(unsafeTextReason("name\u0000tail")).toBe(unsafeTextReasons.nul);
  });

  it("refuses a lone high or low surrogate, and a pair in the wrong order", () => {
    expect(unsafeTextReason("a\uD800b")).toBe(unsafeTextReasons.surrogate);
    expect(unsafeTextReason("\uDC00")).toBe(unsafeTextReasons.surrogate);
    expect(unsafeTextReason("end\uD83E")).toBe(unsafeTextReasons.surrogate);
    expect(unsafeTextReason("\uDC00\uD800")).toBe(unsafeTextReasons.surrogate);
  });
});

describe("findUnsafeText", () => {
  it("names each bad string by its field path, in nested objects and arrays", () => {
    const found = findUnsafeText({
      name: "ok",
      address: "1 Main\u0000 St",
      items: [{ notes: "fine" }, { notes: "\uD800" }],
      count: 3,
      flag: null,
    });
    expect(found).toEqual({ address: unsafeTextReasons.nul, "items.1.notes": unsafeTextReasons.surrogate });
  });

  it("refuses unsafe keys too, printing them escaped", () => {
    expect(english(findUnsafeText({ "na\u0000me": "x" }))).toEqual({
      "na\\u0000me": "Field name: must not contain the NUL character (\\u0000)",
    });
  });

  it("names a bare string by the fallback and finds nothing in clean input", () => {
    expect(findUnsafeText("\u0000", "siteId")).toEqual({ siteId: unsafeTextReasons.nul });
    expect(findUnsafeText({ a: ["b", { c: "d" }], e: 1 })).toEqual({});
    expect(findUnsafeText(undefined)).toEqual({});
  });
});

describe("findBadPercentEncoding", () => {
  it("accepts well-formed queries, '+' for spaces and encoded emoji", () => {
    expect(findBadPercentEncoding("search=Cooler%202&page=1&q=a+b&flag&e=%F0%9F%A5%AC")).toEqual({});
    expect(findBadPercentEncoding("")).toEqual({});
  });

  it("names each parameter whose value or name is not valid percent-encoded UTF-8", () => {
    expect(english(findBadPercentEncoding("search=%ED%A0%80&page=1&type=%FF&bad=%zz"))).toEqual({
      search: "Must be valid percent-encoded UTF-8",
      type: "Must be valid percent-encoded UTF-8",
      bad: "Must be valid percent-encoded UTF-8",
    });
    expect(english(findBadPercentEncoding("%FF=1"))).toEqual({
      "%FF": "Field name: must be valid percent-encoded UTF-8",
    });
  });
});
