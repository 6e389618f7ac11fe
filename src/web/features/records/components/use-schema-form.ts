import { useState } from "react";
import type { z } from "zod";
import { useRecordsMessage } from "./use-records-message";

/**
 * A small form state validated by the shared zod schema (the one the server uses): `validate()`
 * returns the parsed input or sets the reason per field; server field errors go through setErrors.
 */
export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { messages } = useRecordsMessage();
  return {
    values,
    /** The reason per field, in the app's language. */
    errors: messages(errors),
    setErrors,
    set: (change: Partial<V>) => {
      setValues((v) => ({ ...v, ...change }));
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in change))));
    },
    reset: () => (setValues(initial), setErrors({})),
    /** The parsed input, or null after setting the reason per field; `extra` overrides values (e.g. a default). */
    validate(extra: Partial<V> = {}): z.output<S> | null {
      const result = schema.safeParse({ ...values, ...extra });
      if (result.success) return result.data;
      const next: Record<string, string> = {};
      for (const issue of result.error.issues) next[issue.path.join(".")] ??= issue.message;
      setErrors(next);
      return null;
    },
  };
}
