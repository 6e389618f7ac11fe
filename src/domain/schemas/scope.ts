import { validateScope } from "../scope/validate-scope";
import { scopeFieldsSchema } from "./scope-fields";

// The fields live in scope-fields.ts so the scope rules can use its types without importing this file.
export * from "./scope-fields";

/** The editable Site scope with the cross-field rules of validateScope, reported per field path. */
export const scopeSchema = scopeFieldsSchema.superRefine((scope, ctx) => {
  for (const issue of validateScope(scope)) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
});
