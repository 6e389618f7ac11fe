import fs from "node:fs";
import path from "node:path";

/** The project root: the nearest folder above this module holding package.json. */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

const root = findRoot(import.meta.dirname);

/**
 * A path inside the project (`drizzle`, `dist/web`). The server runs both from its TypeScript
 * sources (`src/server/…`, tests and `npm run dev`) and from the bundle (`dist/server/main.js`,
 * `npm start`), so a runtime file is never located relative to the module that reads it (decision 087).
 */
export function projectPath(relative: string): string {
  return path.join(root, relative);
}
