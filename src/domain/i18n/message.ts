import { z } from "zod";

/**
 * Text built from data and shown to a reader in her language (decision 112): a catalogue key and the
 * values that fill its `{{name}}` placeholders. The one shape for every message the domain or a
 * use-case hands to an edge (an API answer, a stored notification, a document audit's finding), which
 * renders it in the reader's language (src/server/i18n `renderMessage`). Two kinds of key:
 * - `<namespace>:<key>`: a keyed message of a server namespace (`documentAudit:…`, `screens:…`);
 * - any other key is an English text, itself the key of its translations (`errors` catalogue,
 *   decision 072): "This hold has already been released", "Use at least {{min}} characters".
 */
export const messageSchema = z.object({
  key: z.string().min(1),
  values: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type Message = z.output<typeof messageSchema>;
export type MessageValues = Message["values"];

/**
 * A message whose key is its English text: `message("Use at least {{min}} characters", { min: 12 })`.
 * The catalogue test reads every call in src/domain and src/server and requires Spanish for its text.
 */
export const message = (key: string, values: MessageValues = {}): Message => ({ key, values });

/**
 * Text stored in English by earlier code (a job's failure reason): shown through the `errors` catalogue,
 * translated when it holds the text, else as stored. Not for new text: write `message("…")`.
 */
export const storedText = (text: string): Message => ({ key: text, values: {} });

/** The English text of a message whose key is its English text, placeholders filled. */
export const englishText = ({ key, values }: Message): string =>
  key.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));

/** `englishText` of a message that may be absent (a blocker, a refusal): null stays null. */
export const englishOrNull = (text: Message | null): string | null => (text ? englishText(text) : null);
