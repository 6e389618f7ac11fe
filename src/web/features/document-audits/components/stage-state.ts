/** Where stage `index` stands while the engine runs stage `current` (-1 before the first). */
export function stageState(index: number, current: number, finished: boolean): "done" | "active" | "waiting" {
  if (finished || index < current) return "done";
  return index === current ? "active" : "waiting";
}
