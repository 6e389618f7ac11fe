import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

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

  it("stores the language on the account: chosen in the profile, it follows the user to a new device", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "viewer@clausewise.demo");
    await page.goto("/app/settings/account");
    await page.getByRole("combobox", { name: "Language" }).click();
    await page.getByRole("option", { name: "Español" }).click();
    await page.getByText("Idioma guardado").waitFor();
    await expect.poll(() => htmlLang(page)).toBe("es");
    await screenshot(page, "i18n-account-es-1280");

    // Another device, its browser in English: the account's choice wins once signed in.
    const other = await newPage(browser, { baseURL, width: 375 });
    await signIn(other, "viewer@clausewise.demo");
    await other.goto("/app/settings/account");
    await other.getByRole("heading", { name: "Idioma" }).waitFor();
    await expect.poll(() => htmlLang(other)).toBe("es");
    await screenshot(other, "i18n-account-es-375");

    // Back to the browser's language: the next device follows its browser again.
    await other.getByRole("combobox", { name: "Idioma" }).click();
    await other.getByRole("option", { name: "El idioma de su navegador" }).click();
    await other.getByText("Language saved").waitFor();
    await page.context().close();
    await other.context().close();
  });
});
