import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pdfText } from "../support/pdf-text";
import { signInOver, startServerProcess, type ServerProcess } from "../support/server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-bundle-"));
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-audit`, { recursive: true, force: true });
});

describe("the compiled server (dist/server/main.js, what npm start runs)", () => {
  it("starts on a fresh data directory without tsx, migrates, seeds, and renders an evidence pack PDF", async () => {
    // tests/support/server-bundle-setup.ts bundled it for this run.
    const bundle = fs.readFileSync("dist/server/main.js", "utf8");
    expect(bundle).not.toMatch(/from "tsx/);

    server = await startServerProcess({ DATABASE_URL: "", DATA_DIR: dataDir });
    expect(server.output()).toContain("Seeded the demo organisation");
    expect(await (await fetch(`${server.base}/api/health`)).json()).toEqual({ status: "ok", database: "pglite" });

    // An evidence pack exercises what the bundle must still find at run time: the migrations
    // (already applied above), PGlite's wasm and data, pdfkit's font metrics.
    const cookie = await signInOver(server.base, "qa.tech@clausewise.demo");
    const created = await fetch(`${server.base}/api/evidence-packs`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ siteId: "oxnard", rangeDays: 90, clauses: ["fsms", "harvest"], format: "pdf" }),
    });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    type Pack = { status: string; files: { id: string; kind: string }[] };
    const read = async () =>
      (await (await fetch(`${server!.base}/api/evidence-packs/${id}`, { headers: { cookie } })).json()) as Pack;
    await expect.poll(async () => (await read()).status, { timeout: 60_000, interval: 250 }).toBe("ready");
    const pdfFile = (await read()).files.find((f) => f.kind === "pdf")!;
    const pdf = await fetch(`${server.base}/api/evidence-packs/${id}/files/${pdfFile.id}`, { headers: { cookie } });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).join("\n");
    expect(text).toContain("Audit Evidence Pack");
    expect(text).toContain("Oxnard Packhouse");
    expect(text).toContain("Module 7: Harvest");

    // A password is judged with the dictionaries loaded on first use (decision 166): a leaked one is
    // refused by name, a strong one signs up.
    const signUp = (password: string) =>
      fetch(`${server!.base}/api/organisations`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          organisationName: "Ridgeline Farms",
          name: "Iris Morales",
          email: `iris-${password.length}@ridgeline.example`,
          password,
        }),
      });
    const common = await signUp("password1234");
    expect(common.status).toBe(400);
    expect(JSON.stringify(await common.json())).toContain("too common");
    expect((await signUp("lettuce cooler ladder 77 quartz")).status).toBe(201);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 240_000);
});
