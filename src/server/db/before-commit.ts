const stateKey = Symbol("clausewise.transactionState");

/** What a transaction carries for work to do at its end: keyed data, and hooks run before it commits. */
export interface TransactionState {
  data: Map<unknown, unknown>;
  hooks: ((tx: never) => Promise<void>)[];
}

type Carrier = { [stateKey]?: TransactionState; transaction: (...args: never[]) => unknown };

/**
 * Gives every transaction opened on this handle a `TransactionState`, shared with the transactions
 * nested in it; when the outermost one's work is done its hooks run, still inside it, in the order they
 * were added (a hook may add more). A hook that throws rolls the transaction back like the work would.
 */
export function runHooksBeforeCommit<T extends object>(db: T, inherited?: TransactionState): T {
  const carrier = db as unknown as Carrier;
  if (inherited) carrier[stateKey] = inherited;
  const transaction = carrier.transaction.bind(db) as (
    run: (tx: object) => Promise<unknown>,
    config?: unknown,
  ) => Promise<unknown>;
  (carrier as { transaction: unknown }).transaction = (run: (tx: object) => Promise<unknown>, config?: unknown) =>
    transaction(async (tx) => {
      const outer = carrier[stateKey];
      const state: TransactionState = outer ?? { data: new Map(), hooks: [] };
      const wrapped = runHooksBeforeCommit(tx, state);
      const result = await run(wrapped);
      if (!outer) for (let i = 0; i < state.hooks.length; i++) await state.hooks[i]!(wrapped as never);
      return result;
    }, config);
  return db;
}

/** The state of the transaction this handle runs in; null outside a transaction. */
export function transactionState(tx: object): TransactionState | null {
  return (tx as Carrier)[stateKey] ?? null;
}
