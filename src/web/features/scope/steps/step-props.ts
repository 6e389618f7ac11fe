import type { Scope } from "@domain/schemas/scope";

/** What every wizard step gets: the scope, how to change it (a domain function), and read-only. */
export interface StepProps {
  scope: Scope;
  update: (change: (current: Scope) => Scope) => void;
  readOnly: boolean;
}
