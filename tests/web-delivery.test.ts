import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, zstdDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { seedDemoOrganisation } from "../src/server/demo/seed-demo";
import { DEMO_PASSWORD } from "../src/server/demo/demo-organisation";
import { openTestDatabase, type TestDatabase } from "./support/test-database";

// A built web app as `vite build` writes it: index.html, an unhashed public file, and a hashed asset
// with the brotli and gzip copies the build writes beside it.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "cw-web-"));
const indexHtml = `<!doctype html><html><head><title>Clausewise</title></head><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`;
const assetJs = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const asset = "/assets/app-Bq3xZ9aK.js";

let testDb: TestDatabase;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, "assets"));
  fs.writeFileSync(path.join(webRoot, "index.html"), indexHtml);
  fs.writeFileSync(path.join(webRoot, "index.html.br"), brotliCompressSync(indexHtml));
  fs.writeFileSync(path.join(webRoot, "theme-init.js"), "document.documentElement.dataset.theme = 'light';\n");
  fs.writeFileSync(path.join(webRoot, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  fs.writeFileSync(path.join(webRoot, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  fs.writeFileSync(path.join(webRoot, asset), assetJs);
  fs.writeFileSync(path.join(webRoot, `${asset}.br`), brotliCompressSync(assetJs));
  fs.writeFileSync(path.join(webRoot, `${asset}.gz`), gzipSync(assetJs));

  testDb = await openTestDatabase();
  await seedDemoOrganisation(testDb.database.db);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...testDb.auditEnv });
  app = await buildApp({ config, database: testDb.database, logger: false, webRoot });
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: "admin@clausewise.demo", password: DEMO_PASSWORD },
  });
  cookie = `cw_session=${login.cookies.find((c) => c.name === "cw_session")!.value}`;
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  app.inject({
    method: "GET",
    url,
    headers: { ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}), ...extra },
  });

describe("hashed assets", () => {
  it("are sent as their build-time brotli copy to a browser that accepts br, immutable for a year", async () => {
    const response = await get(asset, "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["vary"]).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.rawPayload.equals(fs.readFileSync(path.join(webRoot, `${asset}.br`)))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(assetJs);
  });

  it("are sent as the gzip copy when only gzip is accepted, and as they are when nothing is", async () => {
    const gzip = await get(asset, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(assetJs);
    expect(gzip.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const plain = await get(asset);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(assetJs);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("carry no document headers (CSP, frame options…) nor validators, but keep nosniff and the resource policy", async () => {
    const response = await get(asset, "br");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "strict-transport-security",
      "etag",
      "last-modified",
    ])
      expect(response.headers[name], name).toBeUndefined();
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");

    // An unhashed script loses the document headers but keeps its validators (it is revalidated).
    const themeInit = await get("/theme-init.js", "br");
    expect(themeInit.headers["content-security-policy"]).toBeUndefined();
    expect(themeInit.headers["x-content-type-options"]).toBe("nosniff");
    expect(themeInit.headers["etag"]).toBeDefined();

    // The document, the service worker and SVG files keep every security header.
    for (const url of ["/", "/app/overview", "/sw.js", "/favicon.svg"]) {
      const other = await get(url, "br");
      expect(other.statusCode, url).toBe(200);
      expect(other.headers["content-security-policy"], url).toMatch(/script-src 'self'/);
      expect(other.headers["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(other.headers["x-content-type-options"], url).toBe("nosniff");
    }
    expect((await get("/", "br")).headers["etag"]).toBeDefined();
  });
});

describe("index.html and unhashed files", () => {
  it("revalidate index.html at / and at every client-side route (the SPA fallback), compressed", async () => {
    for (const url of ["/", "/sign-in", "/app/overview?days=30"]) {
      const response = await get(url, "gzip, deflate, br");
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(response.headers["vary"], url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it("revalidate files of public/, whose names carry no hash", async () => {
    const response = await get("/theme-init.js", "gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("leave unknown API paths a JSON 404, never index.html", async () => {
    const response = await get("/api/no-such-route", "br");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("JSON responses", () => {
  it("are compressed over 1 KB with the first encoding the client accepts", async () => {
    const plain = await get("/api/sites/oxnard/overview?days=30", undefined, { cookie });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get("/api/sites/oxnard/overview?days=30", "br", { cookie });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toHaveProperty("metrics.readinessScore");

    const gzip = await get("/api/sites/oxnard/overview?days=30", "gzip", { cookie });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toHaveProperty("metrics.readinessScore");

    const zstd = await get("/api/sites/oxnard/overview?days=30", "zstd, br, gzip", { cookie });
    expect(zstd.headers["content-encoding"]).toBe("zstd");
    expect(JSON.parse(zstdDecompressSync(zstd.rawPayload).toString())).toHaveProperty("metrics.readinessScore");
  });

  it("are sent as they are under 1 KB", async () => {
    const response = await get("/api/health", "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toMatchObject({ status: "ok" });
  });
});

describe("the server-sent event stream", () => {
  it("is never compressed, so its first frame arrives at once", async () => {
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events`, {
      headers: { cookie, "accept-encoding": "gzip, deflate, br, zstd" },
      signal: controller.signal,
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("content-encoding")).toBeNull();
    const first = await response.body!.getReader().read();
    expect(new TextDecoder().decode(first.value)).toBe(": connected\n\n");
    controller.abort();
  });
});
