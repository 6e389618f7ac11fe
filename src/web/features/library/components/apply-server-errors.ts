import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { ApiError } from "../../../lib/api";

/** Puts a 400's reasons next to their fields; any other failure becomes an error toast. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fallback: string) {
  if (error instanceof ApiError && error.fields) {
    for (const [field, message] of Object.entries(error.fields)) setError(field as Path<T>, { message });
    return;
  }
  toast.error(fallback, { description: error instanceof Error ? error.message : undefined });
}
