import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { expect, launchBrowser, newPage } from "./support/browser";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const htmlLang = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.lang);

describe("languages journey", () => {
  it("follows a Spanish browser before sign-in, and the sign-in page's menu switches the device", async () => {
    const page = await newPage(browser, { baseURL, locale: "es-MX" });
    await page.goto("/sign-in");
    await expect.poll(() => htmlLang(page)).toBe("es");
    const menu = page.getByRole("combobox", { name: "Idioma" });
    await menu.click();
    await page.getByRole("option", { name: "English" }).click();
    await expect.poll(() => htmlLang(page)).toBe("en");
    await page.reload();
    await page.getByRole("combobox", { name: "Language" }).waitFor();
    expect(await htmlLang(page)).toBe("en");
    await page.context().close();
  });
});
