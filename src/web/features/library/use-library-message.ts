import english from "@/i18n/locales/en/library.json";
import { useSchemaMessage } from "@/lib/use-schema-message";

/** The library forms' field reasons (the shared library schemas' English messages) in the app's language. */
export const useLibraryMessage = () => useSchemaMessage("library", english.validation);
