import { START_DELAY_MS, STEP_PAUSE_MS, simulationSteps, type Timers } from "./simulation";

/**
 * The landing's audit animation over a real engine run (issue 17): the seven steps keep the spec's
 * timings as their minimum pace (simulation.ts), and a step is ticked only once the engine has
 * finished that stage. Pure: time comes in through a timer abstraction, the engine through `reached`.
 */
export interface PacedState {
  phase: "idle" | "running" | "done";
  /** The step being shown, 1 to 7; 0 before the first starts. */
  step: number;
  /** How many steps show their green check. */
  completed: number;
  /** step / 7. */
  progress: number;
}

export const initialPacedState: PacedState = { phase: "idle", step: 0, completed: 0, progress: 0 };

export interface PacedRun {
  /** The engine has finished this many stages (a stage's start means the ones before it are done). */
  reached(stagesDone: number): void;
  cancel(): void;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function runPacedAudit(options: {
  onState: (state: PacedState) => void;
  /** Called once, after the final 'done' state. */
  onComplete?: () => void;
  timers?: Timers;
}): PacedRun {
  const timers = options.timers ?? defaultTimers;
  const total = simulationSteps.length;
  let state = initialPacedState;
  let pending: unknown;
  let cancelled = false;
  let done = 0;
  let waiting: (() => void) | null = null;

  const emit = (next: Partial<PacedState>) => {
    state = { ...state, ...next };
    options.onState(state);
  };
  const after = (ms: number, callback: () => void) => {
    pending = timers.setTimeout(() => {
      pending = undefined;
      if (!cancelled) callback();
    }, ms);
  };

  const startStep = (index: number) => {
    const step = index + 1;
    emit({ phase: "running", step, progress: step / total });
    after(simulationSteps[index]!.durationMs, () => completeWhenReady(step));
  };
  const completeWhenReady = (step: number) => {
    if (done < step) {
      waiting = () => completeWhenReady(step);
      return;
    }
    emit({ completed: step });
    if (step < total) after(STEP_PAUSE_MS, () => startStep(step));
    else {
      emit({ phase: "done" });
      options.onComplete?.();
    }
  };

  after(START_DELAY_MS, () => startStep(0));

  return {
    reached(stagesDone) {
      done = Math.max(done, stagesDone);
      const resume = waiting;
      waiting = null;
      if (resume && !cancelled) resume();
    },
    cancel() {
      cancelled = true;
      waiting = null;
      if (pending !== undefined) timers.clearTimeout(pending);
      pending = undefined;
    },
  };
}
