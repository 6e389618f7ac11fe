import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/api";

/**
 * Shows the API's field errors (400) next to the form's fields; returns the message to show above
 * the form when the error is not about one field (409, 403, network).
 */
export function applyFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): string | null {
  if (error instanceof ApiError && error.fields) {
    for (const [field, message] of Object.entries(error.fields)) form.setError(field as Path<T>, { message });
    return null;
  }
  if (error instanceof ApiError) return error.message;
  return "Could not reach Clausewise. Check your connection and try again.";
}
