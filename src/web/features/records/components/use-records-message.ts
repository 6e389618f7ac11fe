import { useTranslation } from "react-i18next";
import english from "@/i18n/locales/en/records.json";
import { useSchemaMessage } from "@/lib/use-schema-message";

/** The one reason of the shared record schema with a number in it (the failed items of a sanitation log). */
const checklistFailed = /^(\d+) checklist items? failed: describe the corrective action taken$/;

/**
 * The records forms' field reasons in the app's language: the shared record, incident and hold schemas'
 * English messages are listed under `validation` in the records catalogue; a reason it does not know (the
 * server's, already in the user's language) is shown as it came.
 */
export function useRecordsMessage() {
  const { t } = useTranslation("records");
  const schemaMessage = useSchemaMessage("records", english.validation);
  const message = (reason: string | undefined) => {
    const failed = reason?.match(checklistFailed);
    return failed ? t("checklistFailed", { count: Number(failed[1]) }) : schemaMessage(reason);
  };
  /** Every reason of a form's errors, field by field. */
  const messages = (errors: Record<string, string>): Record<string, string> =>
    Object.fromEntries(Object.entries(errors).map(([field, reason]) => [field, message(reason) ?? reason]));
  return { message, messages };
}
