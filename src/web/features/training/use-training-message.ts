import english from "@/i18n/locales/en/training.json";
import { useSchemaMessage } from "@/lib/use-schema-message";

/** The training forms' field reasons (the shared training schemas' English messages) in the app's language. */
export const useTrainingMessage = () => useSchemaMessage("training", english.validation);
