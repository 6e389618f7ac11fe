import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { DEMO_PASSWORD, demoUsers } from "../../src/server/demo/demo-organisation";
import type { AppRole } from "../../src/domain/roles";
import { isLoopbackHost } from "../../src/domain/schemas/sso";
import { openTestDatabase, type TestDatabase } from "./test-database";
import { otherOrg } from "./test-organisations";

export { otherOrg };

/**
 * Tests never call a server off this machine: an identity provider the tests (or the fuzzer) name
 * at another host is refused here, as an unreachable provider is.
 */
export const loopbackOnlyFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input);
  if (!isLoopbackHost(url.hostname)) return Promise.reject(new TypeError(`test refused a call to ${url.host}`));
  return fetch(input, init);
};

export const demoEmail = (role: AppRole) => demoUsers.find((u) => u.role === role)!.email;

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase["database"]["db"];
  testDb: TestDatabase;
  /** Signs in and returns the Cookie header value for later requests. */
  signIn(email: string, password?: string): Promise<string>;
  signInAs(role: AppRole): Promise<string>;
  /** inject() with JSON body and an optional cookie. */
  call(
    method: InjectOptions["method"],
    url: string,
    options?: { cookie?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { onDisk?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  // A copy of the run's seeded template (tests/support/seed-template.ts): demo and other organisation.
  const testDb = await openTestDatabase({ ...options, seeded: true });
  const db = testDb.database.db;
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...testDb.auditEnv, ...options.env });
  const app = await buildApp({ config, database: testDb.database, logger: false, outboundFetch: loopbackOnlyFetch });

  // A test that writes through a use-case or SQL and then reads plays the part of another writer, whose
  // change reaches a kept read (decision 169) within the notification's latency on PostgreSQL: a read waits
  // for this server to have heard it, as the next request after a write request does. PGlite delivers at once.
  const settle = () => (testDb.database.kind === "postgres" ? app.readCache.fence(db) : Promise.resolve());
  const call: TestApp["call"] = async (method, url, opts = {}) => {
    if (method === "GET") await settle();
    return app.inject({
      method,
      url,
      headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
  };

  async function signIn(email: string, password = email === otherOrg.email ? otherOrg.password : DEMO_PASSWORD) {
    const response = await call("POST", "/api/auth/login", { body: { email, password } });
    if (response.statusCode !== 200)
      throw new Error(`sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
    const cookie = response.cookies.find((c) => c.name === "cw_session");
    return `cw_session=${cookie!.value}`;
  }

  return {
    app,
    db,
    testDb,
    signIn,
    signInAs: (role) => signIn(demoEmail(role)),
    call,
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}
