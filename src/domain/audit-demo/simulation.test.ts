import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countersAt, initialSimulationState, runAuditSimulation, type SimulationState } from "./simulation";

/** Runs the simulation under fake timers and records every state with the time it was emitted. */
function record() {
  const states: Array<SimulationState & { at: number }> = [];
  const onComplete = vi.fn();
  const start = Date.now();
  const cancel = runAuditSimulation({
    onState: (s) => states.push({ ...s, at: Date.now() - start }),
    onComplete,
  });
  return { states, onComplete, cancel };
}

describe("runAuditSimulation", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits 500 ms before the first step", () => {
    const { states } = record();
    vi.advanceTimersByTime(499);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states).toHaveLength(1);
    expect(states[0]).toMatchObject({ at: 500, phase: "running", step: 1, completed: 0, docs: 12 });
  });

  it("starts and checks each step at the exact times of spec §4", () => {
    const { states } = record();
    vi.runAllTimers();
    const starts = states.filter((s, i) => i === 0 || s.step !== states[i - 1]!.step).map((s) => [s.step, s.at]);
    const checks = states
      .filter((s, i) => i > 0 && s.completed !== states[i - 1]!.completed)
      .map((s) => [s.completed, s.at]);
    // Each step: start, its own duration, then a 300 ms pause (0 ms after the last).
    expect(starts).toEqual([
      [1, 500],
      [2, 1800],
      [3, 3300],
      [4, 5100],
      [5, 7200],
      [6, 8900],
      [7, 10800],
    ]);
    expect(checks).toEqual([
      [1, 1500],
      [2, 3000],
      [3, 4800],
      [4, 6900],
      [5, 8600],
      [6, 10500],
      [7, 11900],
    ]);
    expect(states.at(-1)).toMatchObject({ at: 11900, phase: "done", step: 7, completed: 7, progress: 1 });
    expect(states.filter((s) => s.phase === "done")).toHaveLength(1);
  });

  it("sets progress to step / 7 and the counters as each step starts", () => {
    const { states } = record();
    vi.runAllTimers();
    const byStep = new Map(states.map((s) => [s.step, s]));
    expect([...byStep.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const [step, s] of byStep) expect(s.progress).toBeCloseTo(step / 7);
    const counters = [...byStep.values()].map(({ docs, clauses, issues }) => [docs, clauses, issues]);
    expect(counters).toEqual([
      [12, 0, 0],
      [12, 0, 0],
      [12, 3, 0],
      [12, 6, 0],
      [12, 8, 0],
      [12, 8, 3],
      [12, 8, 3],
    ]);
  });

  it("calls onComplete once, after the done state", () => {
    const { states, onComplete } = record();
    vi.advanceTimersByTime(11_899);
    expect(onComplete).not.toHaveBeenCalled();
    expect(states.at(-1)?.phase).toBe("running");
    vi.advanceTimersByTime(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(states.at(-1)?.phase).toBe("done");
  });

  it.each([0, 499, 500, 1600, 5100, 11_899])("cancelled at %i ms leaves no timer and no later callback", (ms) => {
    const { states, onComplete, cancel } = record();
    vi.advanceTimersByTime(ms);
    const seen = states.length;
    cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(states).toHaveLength(seen);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("cancelling after completion is harmless", () => {
    const { cancel } = record();
    vi.runAllTimers();
    expect(() => cancel()).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("countersAt", () => {
  it("is all zero before the run", () => {
    expect(countersAt(0)).toEqual({ docs: 0, clauses: 0, issues: 0 });
    expect(initialSimulationState).toMatchObject({ phase: "idle", step: 0, progress: 0 });
  });
});
