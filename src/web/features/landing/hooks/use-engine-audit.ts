import { useEffect, useRef, useState } from "react";
import { initialPacedState, type PacedState, runPacedAudit } from "@domain/audit-demo/paced-run";
import type { PublicAuditResult } from "@domain/audit-demo/public-audit";
import { savePublicResult } from "@domain/audit-demo/save-public-result";
import { ApiError } from "@/lib/api";
import { AuditFailed, runPublicAudit } from "@/features/landing/api/run-public-audit";

export interface EngineAudit {
  state: PacedState;
  /** The engine's result once it has arrived (the animation may still be running). */
  result: PublicAuditResult | null;
  /** Why the audit did not run, in the page's language when the server said; null for a generic failure. */
  error: { message: string | null } | null;
}

/**
 * Runs the landing's audit on the server for as long as the calling component is mounted: the sample
 * documents (`files` null) or the visitor's files. The animation keeps the spec's pace and never runs
 * ahead of the engine; when both are done the result is kept in the tab for /audit/result.
 */
export function useEngineAudit(files: readonly File[] | null): EngineAudit {
  const [state, setState] = useState(initialPacedState);
  const [result, setResult] = useState<PublicAuditResult | null>(null);
  const [error, setError] = useState<EngineAudit["error"]>(null);
  const latest = useRef<PublicAuditResult | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    const run = runPacedAudit({
      onState: setState,
      onComplete: () => {
        if (latest.current) savePublicResult(window.sessionStorage, latest.current, new Date());
      },
    });
    runPublicAudit(files, (stagesDone) => run.reached(stagesDone), abort.signal)
      .then((answer) => {
        latest.current = answer;
        setResult(answer);
        run.reached(Number.POSITIVE_INFINITY);
      })
      .catch((failure: unknown) => {
        if (abort.signal.aborted) return;
        run.cancel();
        const message =
          failure instanceof ApiError ? failure.message : failure instanceof AuditFailed ? failure.serverMessage : null;
        setError({ message });
      });
    return () => {
      abort.abort();
      run.cancel();
    };
  }, [files]);

  return { state, result, error };
}
