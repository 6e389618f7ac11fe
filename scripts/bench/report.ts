/** One printed figure: what was measured, its value, and (when it has one) its goal and whether it meets it. */
export interface Figure {
  what: string;
  value: string;
  goal?: string;
  /** The value against the hello-world baseline of the same run. */
  ratio?: string;
  meets?: boolean;
}

/** Prints the figures of one database as a table: what, value, goal, ratio to hello-world, meets/MISSES. */
export function printFigures(database: string, figures: Figure[]) {
  const rows = figures.map((f) => [
    f.what,
    f.value,
    f.goal ?? "",
    f.ratio ?? "",
    f.meets === undefined ? "" : f.meets ? "meets" : "MISSES",
  ]);
  const header = ["what", "value", "goal", "vs hello-world", ""];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(`\n${database}`);
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  console.log("");
}
