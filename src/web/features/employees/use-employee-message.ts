import english from "@/i18n/locales/en/employees.json";
import { useSchemaMessage } from "@/lib/use-schema-message";

/** The employee form's field reasons (the shared employee schema's English messages) in the app's language. */
export const useEmployeeMessage = () => useSchemaMessage("employees", english.validation);
