/** A readable device from a User-Agent header: "Chrome on Android", "Safari on iPhone", or the raw text. */
/** The words a device's description is made of, in the reader's language (English by default). */
export interface DeviceWords {
  unknown: string;
  on: (browser: string, system: string) => string;
}
const englishWords: DeviceWords = { unknown: "Unknown device", on: (browser, system) => `${browser} on ${system}` };

export function describeDevice(userAgent: string | null, words: DeviceWords = englishWords): string {
  if (!userAgent) return words.unknown;
  const browser =
    [
      ["Edg/", "Edge"],
      ["Firefox/", "Firefox"],
      ["Chrome/", "Chrome"],
      ["Safari/", "Safari"],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? null;
  const system =
    [
      ["iPhone", "iPhone"],
      ["iPad", "iPad"],
      ["Android", "Android"],
      ["Windows", "Windows"],
      ["Mac OS X", "macOS"],
      ["Linux", "Linux"],
    ].find(([token]) => userAgent.includes(token!))?.[1] ?? null;
  if (browser && system) return words.on(browser, system);
  return browser ?? system ?? userAgent.slice(0, 60);
}
