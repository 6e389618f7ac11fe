import { message, type Message } from "../i18n/message";

/** A transition table: each action names the states it may start from and the state it leads to. */
export type TransitionTable<S extends string, A extends string> = Record<A, { from: readonly S[]; to: S }>;

export type TransitionResult<S extends string> = { ok: true; to: S } | { ok: false; message: Message };

/** The state an action leads to from `state`, or why it is not allowed (the server answers 409). */
export function transition<S extends string, A extends string>(
  table: TransitionTable<S, A>,
  entity: string,
  state: S,
  action: A,
): TransitionResult<S> {
  const rule = table[action];
  if (rule.from.includes(state)) return { ok: true, to: rule.to };
  // Each value is a catalogued phrase ("start", "an audit", "scheduled or preparing"), translated as it renders.
  return {
    ok: false,
    message: message("Cannot {{action}} {{entity}} that is {{state}}; allowed from {{allowed}}", {
      action: action.replace(/_/g, " "),
      entity,
      state,
      allowed: rule.from.join(" or "),
    }),
  };
}
