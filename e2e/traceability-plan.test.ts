import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_PASSWORD } from "../src/server/demo/demo-organisation";
import { seriousViolations, settled } from "./support/axe";
import { expect, launchBrowser, newPage, resize, signIn } from "./support/browser";

/**
 * The traceability plan of 1.1315 in the app (decision 148): the QA manager sets its point of contact on a
 * phone (the server's 400 under the field), the PCQI signs it on a desktop with the Food Safety Plan's
 * confirmation (a wrong password refused first) and downloads the signed version's PDF; a later change of
 * contact makes the next version a draft while the signed one stays listed and downloadable. With two-factor
 * on, the same confirmation asks for the authenticator's code (a wrong one named under its field).
 */
let browser: Browser;
let phone: Page;
let desk: Page;
const baseURL = inject("baseURL");
const run = Date.now().toString(36).toUpperCase();
const out = "/tmp/plan-e2e";
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/plan-${name}.png`, fullPage: true });
const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const toast = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

beforeAll(async () => {
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  browser = await launchBrowser();
  phone = await newPage(browser, { baseURL, width: 375 });
  await signIn(phone, "qa.manager@clausewise.demo");
  desk = await newPage(browser, { baseURL });
  await signIn(desk, "pcqi@clausewise.demo");
});
/** The code an authenticator app shows for the secret, `steps` 30-second periods from now. */
const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
let pcqiSecret: string | null = null;

afterAll(async () => {
  // The demo's PCQI is shared by later journeys: turn her two-factor off again (with her password).
  if (pcqiSecret && desk) {
    const off = await desk.request.post("/api/me/two-factor/disable", { data: { password: DEMO_PASSWORD } });
    if (!off.ok()) throw new Error(`could not turn two-factor off: ${off.status()}`);
  }
  await browser?.close();
});

describe("the traceability plan in the app", () => {
  it("the QA manager sets the point of contact on a phone; a bad e-mail is named under its field", async () => {
    await phone.goto("/app/traceability/plan");
    await phone.getByTestId("plan-contact").waitFor();
    await phone.getByLabel(/^Name/).fill(`Dana Ortiz ${run}`);
    await phone.getByLabel(/^Phone/).fill("+1 805 555 0142");
    await phone.getByLabel(/^E-mail/).fill("dana@");
    await phone.getByRole("button", { name: "Save the point of contact" }).click();
    await expect.poll(() => phone.getByLabel(/^E-mail/).getAttribute("aria-invalid")).toBe("true");
    await phone.getByText("Enter a valid e-mail address").waitFor();
    await phone.getByLabel(/^E-mail/).fill("dana.ortiz@example.com");
    await phone.getByRole("button", { name: "Save the point of contact" }).click();
    await toast(phone, "Point of contact saved");
    await expect.poll(() => phone.getByTestId("plan-sections").textContent()).toContain(`Name: Dana Ortiz ${run}`);
    await expect.poll(() => phone.getByTestId("plan-state").textContent()).toMatch(/draft, not signed/);
    // The QA manager may not sign: no button.
    expect(await phone.getByRole("button", { name: "Sign the plan" }).count()).toBe(0);
    expect(await pageScrollWidth(phone)).toBeLessThanOrEqual(375);
    await phone.mouse.move(0, 0);
    await settled(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await shot(phone, "375");
  });

  it("the PCQI signs it (a wrong password refused first) and downloads the signed version's PDF", async () => {
    await desk.goto("/app/traceability/plan");
    const state = desk.getByTestId("plan-state");
    await expect.poll(() => state.textContent()).toMatch(/Version \d+ · draft, not signed/);
    const version = Number(/Version (\d+)/.exec((await state.textContent()) ?? "")![1]);
    await desk.getByRole("button", { name: "Sign the plan" }).click();
    const dialog = desk.getByRole("dialog");
    await expect
      .poll(() => dialog.textContent())
      .toContain("I approve this traceability plan as the procedures this site follows to keep its FSMA 204 records");
    await dialog.getByLabel("Re-enter your password to sign").fill("not-my-password");
    await dialog.getByRole("button", { name: `Sign version ${version}` }).click();
    await expect.poll(() => dialog.getByText("Password is incorrect").first().isVisible()).toBe(true);
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await shot(desk, "sign-1280");
    await dialog.getByLabel("Re-enter your password to sign").fill(DEMO_PASSWORD);
    await dialog.getByRole("button", { name: `Sign version ${version}` }).click();
    await toast(desk, `Traceability plan version ${version} signed`);
    await expect.poll(() => state.textContent()).toContain(`Version ${version} · signed`);
    const versions = desk.getByTestId("plan-versions");
    await expect.poll(() => versions.textContent()).toContain(`Version ${version}In effect`);

    const [download] = await Promise.all([
      desk.waitForEvent("download"),
      desk.getByRole("link", { name: `Version ${version} PDF` }).click(),
    ]);
    const pdf = `${out}/v${version}.pdf`;
    await download.saveAs(pdf);
    const text = execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain(`Version ${version}, signed`);
    expect(text).toContain(`Name: Dana Ortiz ${run}`);
    expect(text).toContain("Maria Gonzalez (PCQI)");
    execFileSync("pdftoppm", ["-png", "-r", "60", pdf, `${out}/v${version}`]);
    expect(fs.readdirSync(out).some((f) => f.startsWith(`v${version}-`) && f.endsWith(".png"))).toBe(true);
    await desk.mouse.move(0, 0);
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await shot(desk, "1280");

    // A change of contact: the next version is a draft; the signed one stays listed and downloadable.
    await phone.reload();
    await expect.poll(() => phone.getByLabel(/^Phone/).inputValue()).toBe("+1 805 555 0142");
    await phone.getByLabel(/^Name/).fill(`Luis Vega ${run}`);
    await phone.getByRole("button", { name: "Save the point of contact" }).click();
    await toast(phone, "Point of contact saved");
    await desk.reload();
    await expect.poll(() => state.textContent()).toContain(`Version ${version + 1} · draft, not signed`);
    await expect.poll(() => versions.textContent()).toContain(`Version ${version}In effect`);
    expect(await desk.getByRole("link", { name: `Version ${version} PDF` }).getAttribute("href")).toMatch(
      new RegExp(`/traceability/plan/versions/${version}/pdf$`),
    );
  });

  it("with two-factor on, the PCQI signs with her authenticator's code (a wrong code named under its field)", async () => {
    const started = await desk.request.post("/api/me/two-factor/enrolment");
    expect(started.status()).toBe(201);
    pcqiSecret = ((await started.json()) as { secret: string }).secret;
    const confirmed = await desk.request.post("/api/me/two-factor/confirm", {
      data: { code: await totp(pcqiSecret, -1) },
    });
    expect(confirmed.status()).toBe(200);

    await desk.goto("/app/traceability/plan");
    const state = desk.getByTestId("plan-state");
    await expect.poll(() => state.textContent()).toMatch(/Version \d+ · draft, not signed/);
    const version = Number(/Version (\d+)/.exec((await state.textContent()) ?? "")![1]);
    await desk.getByRole("button", { name: "Sign the plan" }).click();
    const dialog = desk.getByRole("dialog");
    const code = dialog.getByLabel("Code from your authenticator app");
    await code.waitFor();
    const right = await totp(pcqiSecret);
    await dialog.getByLabel("Re-enter your password to sign").fill(DEMO_PASSWORD);
    // Without the code, the dialog asks for it before sending anything.
    await dialog.getByRole("button", { name: `Sign version ${version}` }).click();
    await dialog.getByText("Enter the 6-digit code from your authenticator app").waitFor();
    await code.fill(right === "123456" ? "654321" : "123456");
    await dialog.getByRole("button", { name: `Sign version ${version}` }).click();
    await expect.poll(() => code.getAttribute("aria-invalid")).toBe("true");
    await dialog.getByText("That code is not correct").waitFor();
    expect(await code.getAttribute("aria-describedby")).toContain("sign-code-error");
    await desk.mouse.move(0, 0);
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await shot(desk, "sign-2fa-1280");
    await resize(desk, 375, 812);
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await shot(desk, "sign-2fa-375");
    await resize(desk, 1280, 800);

    await dialog.getByLabel("Re-enter your password to sign").fill(DEMO_PASSWORD);
    await code.fill(right);
    await dialog.getByRole("button", { name: `Sign version ${version}` }).click();
    await toast(desk, `Traceability plan version ${version} signed`);
    await expect.poll(() => state.textContent()).toContain(`Version ${version} · signed`);
  });
});
