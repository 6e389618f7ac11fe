import english from "@/i18n/locales/en/suppliers.json";
import { useSchemaMessage } from "@/lib/use-schema-message";

/** The supplier forms' field reasons (the shared supplier schemas' English messages) in the app's language. */
export const useSupplierMessage = () => useSchemaMessage("suppliers", english.validation);
