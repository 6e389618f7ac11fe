import type { Page } from "playwright-core";

/** One response of a page load, with the bytes it took on the wire (compressed body and headers). */
export interface LoadedResponse {
  url: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch… */
  type: string;
  bytes: number;
  headers: Record<string, string>;
}

/**
 * Loads `path` cold (browser cache disabled) and returns every response with its encoded size, as
 * Chromium's DevTools protocol reports it: what was actually transferred. `ready` waits for the page.
 */
export async function loadCold(page: Page, path: string, ready: () => Promise<unknown>): Promise<LoadedResponse[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const responses = new Map<string, LoadedResponse>();
  cdp.on("Network.responseReceived", (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    responses.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0, headers });
  });
  cdp.on("Network.loadingFinished", (e) => {
    const response = responses.get(e.requestId);
    if (response) response.bytes = e.encodedDataLength;
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState("networkidle");
  await cdp.detach();
  return [...responses.values()];
}

export const scriptsOf = (loaded: LoadedResponse[]) => loaded.filter((r) => r.type === "Script");
export const bytesOf = (loaded: LoadedResponse[]) => loaded.reduce((sum, r) => sum + r.bytes, 0);

/** Issue 16's goals for JavaScript as sent (compressed), cold. */
export const LANDING_JS_GOAL = 100 * 1024;
export const OVERVIEW_JS_GOAL = 180 * 1024;
