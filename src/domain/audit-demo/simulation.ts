/**
 * The timing of the landing page's simulated audit (spec §4): a 500 ms start delay, seven steps
 * each with its own duration, a 300 ms pause between steps (none after the last), and live counters.
 * Pure: time comes in through a timer abstraction so tests drive it with fake timers.
 */

export const simulationSteps = [
  { label: "Importing documents", durationMs: 1000 },
  { label: "Scoping site modules", durationMs: 1200 },
  { label: "Mapping clauses", durationMs: 1500 },
  { label: "Extracting evidence", durationMs: 1800 },
  { label: "Scoring items", durationMs: 1400 },
  { label: "Compiling findings", durationMs: 1600 },
  { label: "Building export", durationMs: 1100 },
] as const;

export const START_DELAY_MS = 500;
export const STEP_PAUSE_MS = 300;
export const DEMO_DOC_COUNT = 12;
export const DEMO_CLAUSE_COUNT = 8;
export const DEMO_ISSUE_COUNT = 3;

export interface SimulationState {
  phase: "idle" | "running" | "done";
  /** The step being worked on, 1 to 7; 0 before the first starts. */
  step: number;
  /** How many steps show their green check. */
  completed: number;
  /** step / 7, from 0 to 1. */
  progress: number;
  docs: number;
  clauses: number;
  issues: number;
}

export const initialSimulationState: SimulationState = {
  phase: "idle",
  step: 0,
  completed: 0,
  progress: 0,
  docs: 0,
  clauses: 0,
  issues: 0,
};

/** Counters as they stand once `step` has started: docs from step 1, clauses 40 %/80 %/all at 3/4/5, issues at 6. */
export function countersAt(step: number): Pick<SimulationState, "docs" | "clauses" | "issues"> {
  const clauseShare = step >= 5 ? 1 : step === 4 ? 0.8 : step === 3 ? 0.4 : 0;
  return {
    docs: step >= 1 ? DEMO_DOC_COUNT : 0,
    clauses: Math.round(DEMO_CLAUSE_COUNT * clauseShare),
    issues: step >= 6 ? DEMO_ISSUE_COUNT : 0,
  };
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface RunOptions {
  onState: (state: SimulationState) => void;
  /** Called once, after the final 'done' state. */
  onComplete?: () => void;
  timers?: Timers;
}

/** Starts the simulation; the returned function cancels it, after which no callback fires. */
export function runAuditSimulation({ onState, onComplete, timers = defaultTimers }: RunOptions): () => void {
  let pending: unknown;
  let cancelled = false;
  let state = initialSimulationState;
  const total = simulationSteps.length;

  const emit = (next: Partial<SimulationState>) => {
    state = { ...state, ...next };
    onState(state);
  };
  const after = (ms: number, callback: () => void) => {
    pending = timers.setTimeout(() => {
      pending = undefined;
      if (!cancelled) callback();
    }, ms);
  };

  const startStep = (index: number) => {
    const step = index + 1;
    emit({ phase: "running", step, progress: step / total, ...countersAt(step) });
    after(simulationSteps[index]!.durationMs, () => {
      emit({ completed: step });
      if (step < total) {
        after(STEP_PAUSE_MS, () => startStep(index + 1));
        return;
      }
      // No pause after the last step; finishing at once also avoids the 1 ms clamp on a 0 ms timer.
      emit({ phase: "done" });
      onComplete?.();
    });
  };

  after(START_DELAY_MS, () => startStep(0));

  return () => {
    cancelled = true;
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
  };
}
