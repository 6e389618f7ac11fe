import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { can } from "../src/domain/permissions";
import { loginThrottle } from "../src/server/db/schema";
import type { AppRole } from "../src/domain/roles";
import { loadDemoIds } from "./support/demo-ids";
import { arbitraryFromJsonSchema, type FieldHints, type JsonSchema } from "./support/fuzz/json-schema-arbitrary";
import { hostileValue, mutated } from "./support/fuzz/mutate";
import { writeRouteBodies } from "./support/fuzz/write-route-schemas";
import { multipart, samplePdf, samplePng } from "./support/multipart";
import { protectedRoutes } from "./support/protected-routes";
import { createTestApp } from "./support/test-app";

/**
 * Property-based fuzzing of every write route (issue 14): bodies generated from each route's zod
 * schema (through `z.toJSONSchema`), the same bodies mutated (a value made hostile, a field dropped,
 * an unknown one added), whole hostile bodies and random JSON, sometimes with a hostile path
 * parameter or as multipart with a file — sent by a signed-in role the route allows. Any 500 fails.
 * Deterministic: FUZZ_SEED (printed on failure) replays a run; FUZZ_RUNS sets the runs per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 14);

const t = await createTestApp();
afterAll(() => t.close());
const ids = await loadDemoIds(t.db);

// A worker's kiosk session at yuma, for the kiosk routes (which use a link token, not a cookie).
const manager = await t.signInAs("qa_manager");
const kioskPath: string = (
  await t.call("POST", "/api/sites/yuma/training/kiosks", {
    cookie: manager,
    body: { stationName: "Fuzz station", device: "station" },
  })
).json().path;
const kioskToken = kioskPath.split("/").pop()!;
const ticket: string = (
  await t.call("POST", `/api/kiosk/${kioskToken}/identify`, { body: { employeeCode: "YU-0222" } })
).json().ticket;
const kioskAssignment: string =
  (await t.call("GET", `/api/kiosk/${kioskToken}/assignments`, { headers: { "x-kiosk-ticket": ticket } })).json()
    .items[0]?.id ?? ids.training!.assignment;

/** Known-good values by field name, so generated bodies also reach past "not found". */
const hints: FieldHints = {
  siteId: ["oxnard", "yuma"],
  site: ["oxnard", "yuma"],
  auditorId: Object.values(ids.users),
  moduleId: [ids.training!.module],
  employeeId: [ids.training!.employee],
  clauseId: ["C.01.01", "1.01.01", "FSMS.01.01"],
  scopeIds: [["FSMS_1"]],
  email: ["admin@clausewise.demo", "nobody@example.com"],
  timezone: ["UTC", "America/Los_Angeles", "America/Phoenix"],
  phone: ["+1 (805) 555-0100"],
  clauses: [[], ["C.01.01"], ["fsms"]],
  modules: [["FSMS_1"], ["FSMS_1", "GAP_2"]],
  languages: [["EN"]],
  // An identity provider on this machine that is not there (tests never call another host: loopbackOnlyFetch).
  issuerUrl: ["http://127.0.0.1:9", "https://login.example.com"],
  allowedDomains: [["clausewise.demo"]],
};

const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Routes that end sessions or count failed passwords run last, so they cannot lock the others out. */
const lastRoutes = [
  "DELETE /api/me/sessions/:sessionId",
  "DELETE /api/me/sessions",
  "POST /api/auth/logout",
  "POST /api/me/password",
  "POST /api/sites/:siteId/fsp/signatures",
  "POST /api/sites/:siteId/traceability/plan/versions",
  "POST /api/organisations",
  "POST /api/auth/login",
  "POST /api/organisation/deletion",
];
const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const routes = [
  ...new Map(
    t.app.registeredRoutes
      .filter((r) => writeMethods.has(r.method) && r.url.startsWith("/api/"))
      .map((r) => [routeKey(r), r] as const),
  ).values(),
].sort((a, b) => lastRoutes.indexOf(routeKey(a)) - lastRoutes.indexOf(routeKey(b)));

const routePattern = (url: string) => new RegExp(`^${url.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
const rolePreference: AppRole[] = ["admin", "pcqi", "qa_manager", "qa_tech", "supervisor"];
const paramValues: Record<string, string> = {
  token: kioskToken,
  assignmentId: kioskAssignment,
  siteId: "yuma",
  sessionId: "00000000-0000-4000-8000-000000000000",
};

/** The route pointed at real demo rows (from the permission table when it lists it) and who may call it. */
function target(route: { method: string; url: string }): { url: string; role: AppRole | null; example?: unknown } {
  const pattern = routePattern(route.url);
  for (const listed of protectedRoutes) {
    const url = typeof listed.url === "string" ? listed.url : listed.url(ids);
    if (listed.method === route.method && pattern.test(url.split("?")[0]!)) {
      const role = rolePreference.find((r) => can(r, listed.permission)) ?? "admin";
      return { url, role, example: listed.body };
    }
  }
  const url = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => paramValues[name] ?? ids.training!.module);
  const isPublic = /^\/api\/(auth|kiosk|organisations)(\/|$)/.test(route.url) && route.url !== "/api/auth/logout";
  return { url, role: isPublic ? null : "admin" };
}

function encodeSegment(value: unknown): string {
  try {
    return encodeURIComponent(typeof value === "string" ? value : (JSON.stringify(value) ?? "x"));
  } catch {
    return "%ED%A0%80"; // a lone surrogate cannot be encoded: send its UTF-8 bytes as a broken escape
  }
}

/** The URL as is, or with one of its path segments after /api/ replaced by a hostile value. */
const urlVariant = (url: string) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constant(url) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.nat(), hostileValue).map(([pick, value]) => {
        const [path, query] = url.split("?");
        const segments = path!.split("/");
        const index = 2 + (pick % Math.max(1, segments.length - 2));
        segments[index] = encodeSegment(value);
        return segments.join("/") + (query ? `?${query}` : "");
      }),
    },
  );

const fileArbitrary = fc.record({
  field: fc.constantFrom("files", "report", "certificate"),
  filename: fc.constantFrom("report.pdf", "photo.png", "evil.svg", "run.exe", "notes.csv", "a\u0000.pdf", ""),
  bytes: fc.oneof(
    fc.constantFrom(samplePdf, samplePng, Buffer.from("<svg onload=alert(1)>"), Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
  ),
});

function bodyArbitrary(key: string, example: unknown): fc.Arbitrary<unknown> {
  const known = writeRouteBodies[key];
  const generic = fc.oneof(fc.object({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 }));
  if (!known) return fc.oneof(generic, hostileValue, mutated(fc.constant(example ?? {})));
  const jsonSchema = z.toJSONSchema(known.schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  // Generated from the schema, or the permission table's known-good example body for the route.
  const fromSchema = arbitraryFromJsonSchema(jsonSchema, hints);
  const valid = example === undefined ? fromSchema : fc.oneof(fromSchema, fc.constant(example));
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 4, arbitrary: mutated(valid) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: generic },
  );
}

type Request = { url: string; payload: unknown; headers: Record<string, string> };

function requestArbitrary(key: string, url: string, example: unknown): fc.Arbitrary<Request> {
  const kind = writeRouteBodies[key]?.multipart;
  const json = fc
    .tuple(urlVariant(url), bodyArbitrary(key, example))
    .map(([u, body]): Request => ({ url: u, payload: body, headers: { "content-type": "application/json" } }));
  if (!kind) return json;
  const asMultipart = fc
    .tuple(urlVariant(url), bodyArbitrary(key, example), fc.array(fileArbitrary, { maxLength: 2 }))
    .map(([u, body, files]): Request => {
      const fields =
        kind === "data"
          ? { data: JSON.stringify(body) ?? "" }
          : Object.fromEntries(
              Object.entries(body && typeof body === "object" ? body : { value: body }).map(([k, v]) => [
                k,
                typeof v === "string" ? v : (JSON.stringify(v) ?? ""),
              ]),
            );
      const form = multipart(fields, files);
      return { url: u, payload: form.body, headers: form.headers };
    });
  return fc.oneof(json, asMultipart);
}

describe("fuzzing every write route never gets a 500", () => {
  it("covers every registered write route", () => {
    expect(routes.length).toBeGreaterThan(45);
    const unknownSchemas = Object.keys(writeRouteBodies).filter((key) => !routes.some((r) => routeKey(r) === key));
    expect(unknownSchemas).toEqual([]);
  });

  routes.forEach((route, index) => {
    const key = routeKey(route);
    it(key, async () => {
      const { url, role, example } = target(route);
      // Two of the last routes count failed passwords against the same administrator: each starts unlocked.
      if (lastRoutes.includes(key)) await t.db.delete(loginThrottle);
      const cookie = role ? await t.signInAs(role) : undefined;
      // Each route from its own address, so per-address sign-in throttling of one never blocks another.
      const address = `10.14.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const property = fc.asyncProperty(requestArbitrary(key, url, example), async (request) => {
        const response = await t.app.inject({
          method: route.method as "POST",
          url: request.url,
          payload: Buffer.isBuffer(request.payload) ? request.payload : (JSON.stringify(request.payload) ?? "null"),
          headers: {
            ...request.headers,
            "x-forwarded-for": address,
            "x-kiosk-ticket": ticket,
            ...(cookie ? { cookie } : {}),
          },
        });
        if (response.statusCode >= 500) {
          throw new Error(
            `${route.method} ${request.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
          );
        }
      });
      try {
        await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true, includeErrorInReport: true });
      } catch (error) {
        throw new Error(`${key} — replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}\n${(error as Error).message}`, {
          cause: error,
        });
      }
    });
  });
});
