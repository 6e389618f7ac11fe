import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { request as playwrightRequest, type Browser, type Page } from "playwright-core";
import { DEMO_PASSWORD } from "../src/server/demo/demo-organisation";
import { expect, launchBrowser, newPage, screenshot } from "./support/browser";

// Issue 13, done when: a journey in Spanish — sign in, fill a log (on a phone), verify it, open an
// evidence pack PDF in Spanish and look at it as an image.

let browser: Browser;
const baseURL = inject("baseURL");
const tag = `ES-${Date.now().toString(36)}`;
const supervisor = "supervisor@clausewise.demo";
const verifier = "qa.manager@clausewise.demo";

/** Sets an account's language through the API (as Your account › Language does); answers the earlier one. */
async function setAccountLanguage(email: string, locale: "en" | "es" | null): Promise<string | null> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const signedIn = await api.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
    if (!signedIn.ok()) throw new Error(`could not sign in ${email}: ${signedIn.status()}`);
    const before = ((await signedIn.json()) as { locale?: string | null }).locale ?? null;
    const saved = await api.patch("/api/me", { data: { locale } });
    if (!saved.ok()) throw new Error(`could not set ${email}'s language: ${saved.status()}`);
    await api.post("/api/auth/logout");
    return before;
  } finally {
    await api.dispose();
  }
}

const earlier = new Map<string, string | null>();
beforeAll(async () => {
  browser = await launchBrowser();
  // Journeys share one server: the two accounts speak Spanish for this journey only.
  for (const email of [supervisor, verifier]) earlier.set(email, await setAccountLanguage(email, "es"));
});
afterAll(async () => {
  for (const [email, locale] of earlier) await setAccountLanguage(email, locale as "en" | "es" | null);
  await browser?.close();
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Signs in on the sign-in page as a Spanish browser shows it. */
async function signInInSpanish(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByRole("heading", { name: "Inicie sesión en Clausewise" }).waitFor();
  expect(await htmlLang(page)).toBe("es");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL(/\/app\//);
  const chosen = await page.request.put("/api/me/current-site", { data: { siteId: "yuma" } });
  if (!chosen.ok()) throw new Error(`could not select site yuma: ${chosen.status()}`);
}

const englishMonths = /\b(January|February|March|April|June|July|August|September|October|November|December)\b/;

describe("a journey in Spanish", () => {
  it("a supervisor logs a reading on a phone, a verifier approves it and opens the evidence pack PDF in Spanish", async () => {
    // The supervisor, on a 375 px phone whose browser is in Spanish.
    const phone = await newPage(browser, { baseURL, width: 375, locale: "es-MX" });
    await signInInSpanish(phone, supervisor);
    await phone.goto("/app/records/monitoring");
    await phone.getByRole("heading", { name: "Registros de monitoreo" }).waitFor();
    expect(await htmlLang(phone)).toBe("es");
    await expect.poll(() => phone.getByTestId("record-row").count()).toBeGreaterThan(0);
    expect(await phone.getByText("Pendientes de verificación").first().isVisible()).toBe(true);
    await screenshot(phone, "spanish-journey-monitoring-375");
    await phone.getByRole("button", { name: "Nuevo registro" }).click();
    const form = phone.getByRole("dialog");
    await form.getByRole("heading", { name: "Nuevo registro de monitoreo" }).waitFor();
    await form.getByLabel("Tipo de registro").click();
    await phone.getByRole("option", { name: "Registro de temperatura" }).click();
    await expect.poll(() => form.getByLabel("Cláusula", { exact: true }).textContent()).toMatch(/\d/);
    await form.getByLabel("Ubicación").fill(`Cámara fría ${tag}`);
    // Out of the critical limits first: the reason is asked for, in Spanish.
    await form.getByLabel("Temperatura", { exact: true }).fill("47");
    await form.getByRole("button", { name: "Enviar registro" }).click();
    await expect
      .poll(() => form.getByRole("alert").first().textContent())
      .toContain("La lectura está fuera de los límites críticos");
    await form.getByLabel("Temperatura", { exact: true }).fill("36.5");
    await screenshot(phone, "spanish-journey-new-record-375");
    await form.getByRole("button", { name: "Enviar registro" }).click();
    await expect.poll(() => toast(phone, "Registro enviado").isVisible()).toBe(true);
    // "… queda pendiente de verificación (vence el 2 dic 2026)." — the date written the Spanish way.
    expect(await toast(phone, "Registro enviado").textContent()).toMatch(
      /pendiente de verificación \(vence el \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.? \d{4}\)/,
    );
    await phone.getByPlaceholder("Buscar registros…").fill(tag);
    await expect.poll(() => phone.getByTestId("record-row").count()).toBe(1);
    await expect.poll(() => phone.getByTestId("record-row").textContent()).toContain("Pendiente");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, "spanish-journey-record-pending-375");
    await phone.context().close();

    // The verifier, at her desk, also in Spanish.
    const desk = await newPage(browser, { baseURL, locale: "es-MX" });
    await signInInSpanish(desk, verifier);
    await desk.goto("/app/records/verifications");
    await desk.getByRole("heading", { name: "Verificaciones" }).first().waitFor();
    const row = desk.getByTestId("verification-row").filter({ hasText: tag });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("James Carter");
    await screenshot(desk, "spanish-journey-verifications-1280");
    await row.getByRole("button", { name: "Revisar" }).click();
    const review = desk.getByRole("dialog");
    await review.getByRole("heading", { name: "Revisar registro" }).waitFor();
    await review.getByLabel("Notas de verificación").fill("La sonda coincide con la pantalla de la cámara.");
    await screenshot(desk, "spanish-journey-review-1280");
    await review.getByRole("button", { name: "Aprobar" }).click();
    await expect.poll(() => toast(desk, "Registro aprobado").isVisible()).toBe(true);
    expect(await toast(desk, "Registro aprobado").textContent()).toContain("verificado por Daniel Kim");
    await expect.poll(() => row.count()).toBe(0);

    // She generates the week's evidence pack and opens its PDF.
    await desk.goto("/app/audits/evidence");
    await desk.getByRole("heading", { name: "Generación de evidencias" }).waitFor();
    const packs = desk.getByTestId("pack-row");
    const before = await packs.count();
    await desk.getByRole("button", { name: "Generar paquete de evidencias" }).click();
    const dialog = desk.getByRole("dialog");
    await dialog.getByRole("button", { name: "Seleccionar todas las cláusulas" }).click();
    expect(await dialog.getByRole("checkbox", { checked: true }).count()).toBe(8);
    await screenshot(desk, "spanish-journey-evidence-dialog-1280");
    await dialog.getByRole("button", { name: "Generar paquete" }).click();
    await expect.poll(() => toast(desk, "Generando paquete de evidencias").isVisible()).toBe(true);
    await expect.poll(() => toast(desk, "Paquete de evidencias generado").isVisible(), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => packs.count()).toBe(before + 1);
    const newest = packs.first();
    await expect.poll(() => newest.getByText("Listo").isVisible()).toBe(true);
    await screenshot(desk, "spanish-journey-evidence-1280");
    await newest.getByRole("button", { name: /^Descargar/ }).click();
    const pdfItem = desk.getByRole("menuitem").filter({ hasText: /\.pdf/ });
    await expect.poll(() => pdfItem.count()).toBe(1);
    // Its file name is Spanish too: paquete-de-evidencias-<from>-al-<to>.pdf.
    expect(await pdfItem.textContent()).toContain("paquete-de-evidencias-");
    const [download] = await Promise.all([desk.waitForEvent("download"), pdfItem.click()]);
    fs.mkdirSync("screenshots", { recursive: true });
    const file = "screenshots/spanish-journey-evidence.pdf";
    await download.saveAs(file);
    await desk.context().close();

    // The PDF as pdftotext reads it, and its pages as images for a person to look at.
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    const flat = text.replace(/\s+/g, " ");
    // The cover's labels are set in capitals ("SOLICITADO POR").
    const lower = flat.toLowerCase();
    for (const heading of [
      "Paquete de evidencias de auditoría",
      "Evidencias de preparación para PrimusGFS, cláusula por cláusula",
      "Resumen",
      "Daniel Kim",
      "Registros de monitoreo",
      "Verificaciones",
      "Grupo de cláusulas",
      "Yuma Harvest Operations",
    ])
      expect(flat).toContain(heading);
    for (const label of ["organización", "instalación", "alcance", "periodo", "generado", "solicitado por"])
      expect(lower).toContain(label);
    expect(flat).toMatch(/Página 1 de \d+/);
    // The record she just approved, with the place the supervisor typed.
    expect(flat).toContain(tag);
    // Dates written for Spanish: "del 25 oct 2026 al 23 nov 2026", never an English month.
    expect(flat).toMatch(
      /\bdel \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.? \d{4} al \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.? \d{4}\b/,
    );
    expect(flat).not.toMatch(englishMonths);
    // Plurals: "40 cláusulas en el alcance", "10 puntos" — and never "1 cláusulas" or "2 cláusula".
    expect(flat).toMatch(/\b\d+ cláusulas en el alcance · \d+ evidencias? · \d+ cláusulas? sin evidencias\b/);
    expect(flat).toMatch(/\b([2-9]|\d{2,}) puntos\b/);
    expect(flat).not.toMatch(/\b1 (cláusulas|evidencias|puntos)\b/);
    expect(flat).not.toMatch(/\b([2-9]|\d{2,}) (cláusula|evidencia|punto)\b/);
    // No English heading left behind.
    for (const english of ["Evidence Pack", "Summary", "Requested by", "Monitoring records", "Clause group"])
      expect(flat).not.toContain(english);
    const pageImage = /^spanish-journey-evidence-\d+\.png$/;
    for (const old of fs.readdirSync("screenshots").filter((name) => pageImage.test(name)))
      fs.rmSync(`screenshots/${old}`);
    execFileSync("pdftoppm", ["-png", "-r", "60", "-l", "3", file, "screenshots/spanish-journey-evidence"]);
    // pdftoppm numbers the pages with as many digits as the document needs (-01.png, -02.png…).
    const images = fs.readdirSync("screenshots").filter((name) => pageImage.test(name));
    expect(images.length).toBe(3);
  });
});
