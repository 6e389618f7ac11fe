import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type PacedState, runPacedAudit } from "./paced-run";
import { START_DELAY_MS, STEP_PAUSE_MS, simulationSteps } from "./simulation";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const minimum = START_DELAY_MS + simulationSteps.reduce((sum, s) => sum + s.durationMs, 0) + STEP_PAUSE_MS * 6;

describe("the landing audit's pace over a real engine run", () => {
  it("keeps the spec's timings as the minimum pace when the engine is done at once", () => {
    let last: PacedState | undefined;
    const onComplete = vi.fn();
    const run = runPacedAudit({ onState: (s) => (last = s), onComplete });
    run.reached(7);
    vi.advanceTimersByTime(minimum - 1);
    expect(last?.phase).toBe("running");
    expect(last?.completed).toBe(6);
    vi.advanceTimersByTime(1);
    expect(last).toEqual({ phase: "done", step: 7, completed: 7, progress: 1 });
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it("ticks a step only once the engine has finished that stage", () => {
    let last: PacedState | undefined;
    const run = runPacedAudit({ onState: (s) => (last = s) });
    vi.advanceTimersByTime(START_DELAY_MS + simulationSteps[0].durationMs + 10_000);
    expect(last).toMatchObject({ step: 1, completed: 0 });
    run.reached(1);
    expect(last).toMatchObject({ step: 1, completed: 1 });
    vi.advanceTimersByTime(STEP_PAUSE_MS + simulationSteps[1].durationMs);
    expect(last).toMatchObject({ step: 2, completed: 1 });
    run.reached(7);
    expect(last).toMatchObject({ completed: 2 });
    vi.advanceTimersByTime(60_000);
    expect(last?.phase).toBe("done");
  });

  it("fires nothing once cancelled", () => {
    const onState = vi.fn();
    const run = runPacedAudit({ onState });
    run.cancel();
    run.reached(7);
    vi.advanceTimersByTime(60_000);
    expect(onState).not.toHaveBeenCalled();
  });
});
