import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expect, launchBrowser, newPage, screenshot } from "./support/browser";
import { sampleDocuments, documentSize } from "../src/domain/audit-demo/sample-documents";
import { sampleFiles } from "../src/domain/audit-demo/sample-files";
import { samplePreview } from "../src/domain/audit-demo/sample-preview";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const sections = [
  ["How It Works", "how-it-works"],
  ["Try It Out", "try-it-out"],
  ["Features", "features"],
  ["Security", "security"],
] as const;

/** Distance from the top of the viewport to the top of a section. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);

async function openLanding(width: number) {
  const page = await newPage(browser, { baseURL, width });
  await page.goto("/");
  await page.getByRole("heading", { level: 1, name: /Cut audit prep from weeks to hours/ }).waitFor();
  return page;
}

describe.each([1280, 375])("landing page at %i px", (width) => {
  const mobile = width < 768;

  it("scrolls to each section from the navigation bar", async () => {
    const page = await openLanding(width);
    for (const [label, id] of sections) {
      if (mobile) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog").getByRole("link", { name: label }).click();
        await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      } else {
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label }).click();
      }
      // Sections sit just below the fixed 64 px bar (scroll-margin 80 px).
      await expect.poll(() => sectionTop(page, id), { timeout: 5000 }).toBeGreaterThanOrEqual(60);
      await expect.poll(() => sectionTop(page, id), { timeout: 5000 }).toBeLessThanOrEqual(90);
    }
    await page.context().close();
  });

  it("restyles the bar after 20 px of scroll and links out to booking pages in new tabs", async () => {
    const page = await openLanding(width);
    const header = page.locator("header").first();
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await page.evaluate(() => window.scrollTo(0, 0));

    const config = (await (await page.request.get("/api/public-config")).json()) as {
      requestDemoUrl: string;
      getStartedUrl: string;
      signUpOpen: boolean;
    };
    if (mobile) await page.getByRole("button", { name: "Open menu" }).click();
    const scope = mobile ? page.getByRole("dialog") : page.getByRole("navigation", { name: "Main" });
    const demo = scope.getByRole("link", { name: "Request Demo" });
    expect(await demo.getAttribute("href")).toBe(config.requestDemoUrl);
    expect(await demo.getAttribute("target")).toBe("_blank");
    expect(await demo.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await scope.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/sign-in");
    if (mobile) await page.keyboard.press("Escape");

    // Get Started leads to our own sign-up while it is open (the default), in the same tab.
    expect(config.signUpOpen).toBe(true);
    const start = page.getByRole("link", { name: "Get Started" }).first();
    expect(await start.getAttribute("href")).toBe("/sign-up");
    expect(await start.getAttribute("target")).toBeNull();

    const footer = page.getByRole("contentinfo");
    expect(await footer.textContent()).toContain("© 2025");
    for (const [name, href] of [
      ["Privacy", "#privacy"],
      ["Terms", "#terms"],
      ["Cookies", "#cookies"],
    ]) {
      expect(await footer.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    await page.context().close();
  });

  it("shows the hero orbs and the marquee timing for the layout, and stops motion when asked", async () => {
    const page = await openLanding(width);
    if (mobile) {
      const orb = page.getByTestId("hero-orb");
      const first = await orb.getAttribute("data-orb-index");
      await expect.poll(() => orb.getAttribute("data-orb-index"), { timeout: 4000 }).not.toBe(first);
      expect(await page.getByTestId("hero-orbs").count()).toBe(0);
    } else {
      expect(await page.getByTestId("hero-orbs").locator(".cw-orb").count()).toBe(5);
      expect(await page.getByTestId("hero-orb").count()).toBe(0);
    }
    const track = page.getByTestId("marquee-track");
    const animation = () =>
      track.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration]);
    expect(await animation()).toEqual(["cw-marquee", mobile ? "6s" : "40s"]);
    for (const name of ["PrimusGFS", "SQF", "BRCGS", "Global GAP", "IFS"])
      expect(await track.textContent()).toContain(name);

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect((await animation())[0]).toBe("none");
    const floating = page.locator(".cw-float");
    if (!mobile) expect(await floating.first().evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await page.context().close();
  });

  it("previews each of the 12 sample documents and closes the preview", async () => {
    const page = await openLanding(width);
    const list = page.getByRole("list", { name: "Sample documents" });
    await list.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator("#try-it-out [data-in-view]").getAttribute("data-in-view")).toBe("true");
    expect(await list.getByRole("listitem").count()).toBe(12);
    for (const [i, doc] of sampleDocuments.entries()) {
      await list.getByRole("button", { name: new RegExp(`^Preview ${doc.name.replace(".", "\\.")}`) }).click();
      const dialog = page.getByRole("dialog", { name: doc.name });
      await dialog.waitFor();
      const text = await dialog.textContent();
      expect(text).toContain(doc.kind);
      expect(text).toContain(documentSize(doc));
      // The preview is the file's own first line (src/domain/audit-demo/sample-files.ts).
      expect(text).toContain(samplePreview(sampleFiles[i]!).split("\n")[0]!);
      if (i === 0) await screenshot(page, `landing-preview-${width}`);
      // Alternate the two ways out: the Close button and Escape.
      if (i % 2 === 0) await dialog.getByRole("button", { name: "Close" }).first().click();
      else await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    }
    await page.context().close();
  });

  it("resets the simulation when closed mid-run", async () => {
    const page = await openLanding(width);
    await page.locator("#try-it-out").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Perform Audit" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.locator('[data-status="done"]').count(), { timeout: 5000 }).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.getByRole("button", { name: "Perform Audit" }).click();
    expect(await dialog.getByTestId("counter-docs").textContent()).toBe("0");
    expect(await dialog.locator('[data-status="done"]').count()).toBe(0);
    expect(await dialog.getByTestId("audit-progress-value").textContent()).toBe("0%");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.context().close();
  });
});
