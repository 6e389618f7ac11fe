import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { request as playwrightRequest, type Browser, type Page } from "playwright-core";
import { DEMO_PASSWORD } from "../src/server/demo/demo-organisation";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

// Issue 13, offline log entry: the installed app opens and takes logs without a connection; each log is
// sent once when the connection comes back, with its audit event, keeping the device's time.

let browser: Browser;
const baseURL = inject("baseURL");
const tag = `OFF-${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fillLog(page: Page, n: number) {
  // The last log's toast sits over the header's buttons at the top right until it fades.
  await expect.poll(() => page.locator("[data-sonner-toast]").count()).toBe(0);
  await page.getByRole("button", { name: "New Record" }).click();
  const dialog = page.getByRole("dialog");
  await expect.poll(() => dialog.getByLabel("Clause").textContent()).toContain("C.01.01");
  await dialog.getByLabel("Location").fill(`Cooler ${tag} ${n}`);
  await dialog.getByLabel("Temperature", { exact: true }).fill(`36.${n}`);
  await dialog.getByRole("button", { name: "Submit Record" }).click();
  await expect.poll(() => page.getByText("Saved on This Device", { exact: true }).first().isVisible()).toBe(true);
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

describe("offline log entry", () => {
  it("go offline, fill three logs, reload, come back online: three records, once each, each with its audit event", async () => {
    const page = await newPage(browser, { baseURL });
    const context = page.context();
    await signIn(page, "qa.tech@clausewise.demo");
    await page.goto("/app/records/monitoring");
    await expect.poll(() => page.getByTestId("record-row").count()).toBeGreaterThan(5);
    // The service worker is installed, controls the page and holds the app shell.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // ...and a copy of what the log form reads: the session, the sites, the site's clauses.
    const cachedReads = () =>
      page.evaluate(async () =>
        (await (await caches.open("clausewise-offline-reads")).keys()).map((r) => new URL(r.url).pathname).sort(),
      );
    await expect.poll(cachedReads).toEqual(["/api/auth/me", "/api/sites", "/api/sites/oxnard/clauses"]);
    const manifest = await page.request.get("/manifest.webmanifest");
    expect(manifest.ok()).toBe(true);
    expect((await manifest.json()).display).toBe("standalone");

    await context.setOffline(true);
    for (const n of [1, 2, 3]) await fillLog(page, n);
    const queued = page.getByTestId("outbox-entry");
    await expect.poll(() => queued.count()).toBe(3);
    expect(await page.getByTestId("outbox").textContent()).toContain("Saved on this device (3)");

    // A reload without a connection: the shell comes from the service worker, the queue from IndexedDB.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect.poll(() => queued.count()).toBe(3);
    expect(await queued.evaluateAll((items) => items.map((i) => i.getAttribute("data-state")))).toEqual([
      "pending",
      "pending",
      "pending",
    ]);
    await screenshot(page, "records-offline-queue-1280");

    await context.setOffline(false);
    await expect.poll(() => queued.count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.getByText("3 Offline Logs Sent", { exact: true }).first().isVisible()).toBe(true);
    await page.getByPlaceholder("Search records…").fill(tag);
    await expect.poll(() => page.getByTestId("record-row").count()).toBe(3);

    // Once each on the server, each with its record.create event, keeping the device's time.
    const list = await page.request.get(`/api/sites/oxnard/records?search=${tag}&pageSize=50`);
    const records = (await list.json()).items as {
      id: string;
      clientId: string | null;
      deviceRecordedAt: string | null;
      receivedAt: string;
      readings: { location: string };
    }[];
    expect(records.map((r) => r.readings.location).sort()).toEqual([1, 2, 3].map((n) => `Cooler ${tag} ${n}`));
    expect(new Set(records.map((r) => r.clientId)).size).toBe(3);
    for (const record of records) {
      expect(record.clientId).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(record.deviceRecordedAt ?? "")).toBeLessThan(Date.parse(record.receivedAt));
    }
    const admin = await playwrightRequest.newContext({ baseURL });
    const login = await admin.post("/api/auth/login", {
      data: { email: "admin@clausewise.demo", password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    for (const record of records) {
      const events = await admin.get(`/api/audit-log?entityType=monitoring_record&entityId=${record.id}`);
      const items = (await events.json()).items as { action: string }[];
      expect(items.filter((e) => e.action === "record.create")).toHaveLength(1);
    }
    await admin.dispose();

    // The record shows both times.
    await page.getByTestId("record-row").first().getByRole("button", { name: "View" }).click();
    const view = page.getByRole("dialog");
    await expect.poll(() => view.getByText("Saved on the device").isVisible()).toBe(true);
    expect(await view.textContent()).toContain("Received by the server");
    await screenshot(page, "records-offline-record-1280");
    await context.close();
  });
});
