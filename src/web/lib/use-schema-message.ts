import { useTranslation } from "react-i18next";
import type { Namespace } from "@/i18n/namespaces";

/**
 * A form's reason next to a field in the app's language. The zod schemas are shared with the server and
 * keep their English messages; a feature lists the ones its forms can show under `validation` in its
 * catalogue (English text identical to the schema's), and this finds the key whose English text is the
 * message and reads it in the current language. A message it does not know (the server's reasons, already
 * in the user's language) is shown as it came.
 */
export function useSchemaMessage(namespace: Namespace, english: Record<string, string>) {
  const { t } = useTranslation(namespace);
  const translate = t as unknown as (key: string) => string;
  return (message: string | undefined): string | undefined => {
    if (!message) return message;
    const key = Object.keys(english).find((candidate) => english[candidate] === message);
    return key ? translate(`validation.${key}`) : message;
  };
}
