import fc from "fast-check";

/** Values a hostile client sends where something else is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\uD800",
    "x\uDFFF",
    "",
    " ",
    "'; drop table sites; --",
    '=HYPERLINK("http://x")',
    "../../etc/passwd",
    "%00",
    "9".repeat(400),
    "x".repeat(70_000),
    "2026-02-30",
    "00000000-0000-0000-0000-000000000000",
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53,
    0.1,
    [],
    {},
    [null],
    { $ne: null },
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

type Path = (string | number)[];

/** Every path to a value inside a JSON value (the root included, as []). */
function paths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => paths(item, [...prefix, i], out));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) paths(item, [...prefix, key], out);
  return out;
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

function setAt(value: unknown, path: Path, replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const copy: unknown = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path;
  const container = copy as Record<string | number, unknown>;
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete container[head!];
  } else container[head!] = setAt(container[head!], rest, replacement, remove);
  return copy;
}

/** A NUL or a lone surrogate put inside a string, which otherwise stays as valid as it was. */
function taint(text: string, at: number, bad: string): string {
  const i = text.length === 0 ? 0 : at % (text.length + 1);
  return text.slice(0, i) + bad + text.slice(i);
}

/**
 * A valid body with one to three changes: a string tainted with a NUL or a lone surrogate (so it
 * still passes length checks and reaches the database), a value replaced by a hostile one, a field
 * removed, or an unknown field added. Deterministic for a given seed, like every fast-check arbitrary.
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const step = fc.record({
    kind: fc.constantFrom("taint", "taint", "taint", "replace", "replace", "remove", "add"),
    bad: fc.constantFrom("\u0000", "\uD800", "\uDC00"),
    pick: fc.nat(),
    value: hostileValue,
    key: fc.oneof(fc.constantFrom("__proto__", "constructor", "x\u0000"), fc.string({ maxLength: 12 })),
  });
  return fc.tuple(valid, fc.array(step, { minLength: 1, maxLength: 3 })).map(([body, steps]) => {
    let current = body;
    for (const s of steps) {
      const all = paths(current);
      if (s.kind === "taint") {
        const strings = all.filter((p) => typeof getAt(current, p) === "string");
        const path = strings[s.pick % Math.max(1, strings.length)];
        current = path
          ? setAt(current, path, taint(getAt(current, path) as string, s.pick, s.bad), false)
          : setAt(current, [], s.bad, false);
        continue;
      }
      const path = all[s.pick % all.length]!;
      if (s.kind === "add") {
        const target = path.length === 0 ? current : undefined;
        if (target && typeof target === "object" && !Array.isArray(target))
          current = { ...(target as object), [s.key]: s.value };
        else current = setAt(current, path, s.value, false);
      } else current = setAt(current, path, s.value, s.kind === "remove" && path.length > 0);
    }
    return current;
  });
}
