import type { Scope } from "../schemas/scope-fields";

/** A broken scope rule: the field path (zod-style segments) and a human reason. */
export interface ScopeIssue {
  path: (string | number)[];
  message: string;
}

/** Outcome of a scope edit that can be refused (excluding FSMS_1, a short rationale…). */
export type ScopeResult = { ok: true; scope: Scope } | { ok: false; issue: ScopeIssue };

export const accepted = (scope: Scope): ScopeResult => ({ ok: true, scope });

export const refused = (path: ScopeIssue["path"], message: string): ScopeResult => ({
  ok: false,
  issue: { path, message },
});

/** Error thrown by `unwrap` for a refused edit; carries the broken rule. */
export class ScopeRuleError extends Error {
  constructor(readonly issue: ScopeIssue) {
    super(issue.message);
    this.name = "ScopeRuleError";
  }
}

/** The edited scope, or a thrown ScopeRuleError when the edit was refused. */
export function unwrap(result: ScopeResult): Scope {
  if (!result.ok) throw new ScopeRuleError(result.issue);
  return result.scope;
}
