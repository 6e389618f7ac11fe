import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "@domain/errors";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";

/** What a person reads for a failure: the API's message, or that Clausewise could not be reached. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Could not reach Clausewise. Check your connection and try again.";
}

/**
 * An action's failure (a button, not a form) as an error toast titled by what did not happen. The toast
 * library is imported when a toast is shown (lib/toast.ts): public pages (sign-in) use this module without it.
 */
export function toastApiError(error: unknown, title: string) {
  toast.error(title, { description: apiErrorMessage(error) });
}

/**
 * Where a failure that is not about one field goes: an error toast with this title (the default), or the
 * form's own message slot when the form has one (sign-in, kiosk, a dialog's message above its buttons).
 */
export type ShowMessage = string | ((message: string) => void);

/**
 * The one way a form shows a failed submit: a 400's reasons go next to their fields; any other failure
 * (409, 403, 5xx, network) is shown as one message, through `show`.
 */
export function showApiError(error: unknown, setFieldErrors: (fields: FieldErrors) => void, show: ShowMessage) {
  if (error instanceof ApiError && error.fields) return setFieldErrors(error.fields);
  if (typeof show === "function") show(apiErrorMessage(error));
  else toastApiError(error, show);
}

/** The same for a react-hook-form form. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  show: ShowMessage,
) {
  showApiError(
    error,
    (fields) => {
      for (const [field, message] of Object.entries(fields)) setError(field as Path<T>, { message });
    },
    show,
  );
}
