import { useEffect, useState } from "react";
import { initialSimulationState, runAuditSimulation, type SimulationState } from "@domain/audit-demo/simulation";
import { saveAuditResult } from "@domain/audit-demo/result-storage";
import { createAuditResult } from "@domain/audit-demo/summary";

/**
 * Runs the demo audit for as long as the calling component is mounted. Unmounting (closing the
 * dialog) cancels every timer, and the next mount starts again from the initial state.
 */
export function useAuditSimulation(): SimulationState {
  const [state, setState] = useState(initialSimulationState);

  useEffect(
    () =>
      runAuditSimulation({
        onState: setState,
        // Kept in the tab's session so the result page survives a reload.
        onComplete: () => saveAuditResult(window.sessionStorage, createAuditResult(new Date())),
      }),
    [],
  );

  return state;
}
