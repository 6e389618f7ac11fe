import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// ESLint's import-x/no-cycle follows value imports only; this test also follows `import type`, so a
// circle that only types close (like the three cut in decision 021) fails here.
const root = path.resolve(import.meta.dirname, "..");

function projectFiles() {
  const configPath = path.join(root, "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error("tsconfig.json could not be read");
  return { options: parsed.options, files: parsed.fileNames.filter((file) => !file.endsWith(".d.ts")) };
}

/** Every project file's imports (value, type and dynamic) that resolve to another project file. */
function importGraph(): Map<string, string[]> {
  const { options, files } = projectFiles();
  const inProject = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? "", true, true);
    const targets = importedFiles
      .map((imported) => ts.resolveModuleName(imported.fileName, file, options, ts.sys).resolvedModule)
      .map((resolved) => resolved?.resolvedFileName)
      .filter((target): target is string => target !== undefined && inProject.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(root, member));
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

// Reading every source file takes seconds on a loaded two-core machine: give it room.
describe("the import graph", { timeout: 30_000 }, () => {
  it("reads the project's files and their imports", () => {
    const graph = importGraph();
    // Guards the check itself: an empty or unresolved graph would have no circles either.
    expect(graph.get(path.join(root, "src/server/main.ts"))).toContain(path.join(root, "src/server/app.ts"));
    expect(graph.get(path.join(root, "src/server/auth/sessions.ts"))).toContain(
      path.join(root, "src/server/auth/actor.ts"),
    );
  });

  it("has no circles, type-only imports included", () => {
    expect(circles(importGraph())).toEqual([]);
  });
});
