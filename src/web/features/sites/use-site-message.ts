import english from "@/i18n/locales/en/sites.json";
import { useSchemaMessage } from "@/lib/use-schema-message";

/** The site forms' field reasons (the shared site schemas' English messages) in the app's language. */
export const useSiteMessage = () => useSchemaMessage("sites", english.validation);
