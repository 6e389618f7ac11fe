import fs from "node:fs";

/**
 * Every route pattern src/web/routes.tsx registers, as the browser sees it: public ones as written
 * ("/", "/sign-in", "*", "/invite/:token"), the signed-in app's prefixed with "/app" ("/app",
 * "/app/overview", "/app/settings/sites/:siteId", and the coming-soon pages). Read from the source,
 * so a screen added there without an entry in a journey's table fails that journey.
 */
export function webRoutePatterns(): string[] {
  const source = fs.readFileSync("src/web/routes.tsx", "utf8");
  const patterns = new Set<string>();
  for (const [, path = ""] of source.matchAll(/\bpath:\s*"([^"]+)"/g)) {
    if (path === "/app") continue; // the shell: its index and children are listed below
    patterns.add(path.startsWith("/") || path === "*" ? path : `/app/${path}`);
  }
  if (/\bindex:\s*true\b/.test(source)) patterns.add("/app");
  const comingSoon = /comingSoon\(\[([\s\S]*?)\]\)/.exec(source)?.[1] ?? "";
  for (const [, path] of comingSoon.matchAll(/\[\s*"([^"]+)",\s*"[^"]+"\s*\]/g)) patterns.add(`/app/${path}`);
  return [...patterns].sort();
}
