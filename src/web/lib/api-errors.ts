import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import type { FieldErrors } from "@domain/errors";
import { ApiError } from "./api";

/** A 400's reasons go next to their fields; any other failure becomes an error toast titled `title`. */
export function showApiError(error: unknown, setFieldErrors: (fields: FieldErrors) => void, title: string) {
  if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
  else toast.error(title, { description: error instanceof Error ? error.message : undefined });
}

/** The same for a react-hook-form form. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, title: string) {
  showApiError(
    error,
    (fields) => {
      for (const [field, message] of Object.entries(fields)) setError(field as Path<T>, { message });
    },
    title,
  );
}
