import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-proc-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  // The compiled server, bundled by the run's set-up (tests/support/server-bundle-setup.ts): what `npm start` runs.
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

describe("the server process", () => {
  it("refuses to start on a bad configuration value, naming it", async () => {
    const server = startServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\n\s+PORT:/);
  });

  // Seeding the demo into an empty data directory is tests/own-database/server-bundle.test.ts's: here none.
  it("migrates an empty data directory, then finishes in-flight requests on SIGTERM", async () => {
    const port = 3900 + Math.floor(Math.random() * 500);
    const server = startServer({ PORT: String(port), DEMO_SEED: "0" });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 480; i++) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: "ok", database: "pglite" });
    expect(server.output()).not.toContain("Seeded the demo organisation");

    // A sign-up hashes its password (tens of milliseconds of scrypt): send it, then SIGTERM while it is in flight.
    const inFlight = fetch(`${base}/api/organisations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        organisationName: "Ridgeline Farms",
        name: "Iris Morales",
        email: "iris@ridgeline.example",
        password: "lettuce cooler ladder 77 quartz",
      }),
    });
    await new Promise((r) => setTimeout(r, 5));
    server.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(201);
    // It tells the client to close the connection, so the server need not wait out its keep-alive to exit.
    expect(response.headers.get("connection")).toBe("close");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
  }, 150_000);
});
