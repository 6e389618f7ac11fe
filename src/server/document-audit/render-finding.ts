import type { Citation, FindingDraft, Message } from "../../domain/document-audit/contract";
import type { AppLocale } from "../../domain/i18n/locales";
import { tStored } from "../i18n/catalogue";

/**
 * Values that hold a comma-separated list of ids (decision 106): each id is a catalogue label
 * (`documentAudit:<prefix><id>`), joined as the reader's language joins a list.
 */
const listValues: Record<string, { prefix: string; type: Intl.ListFormatType }> = {
  kinds: { prefix: "documentAudit:kind.", type: "disjunction" },
  elements: { prefix: "documentAudit:element.", type: "conjunction" },
  fields: { prefix: "documentAudit:field.", type: "conjunction" },
};

/** A stored message in the reader's language, its id lists rendered as words. */
export function renderMessage(message: Message, locale: AppLocale): string {
  const vars: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values)) {
    const list = listValues[name];
    vars[name] =
      list && typeof value === "string"
        ? new Intl.ListFormat(locale, { type: list.type }).format(
            value.split(",").map((id) => tStored(locale, `${list.prefix}${id}`)),
          )
        : value;
  }
  return tStored(locale, message.key, vars);
}

export interface RenderedFinding {
  text: string;
  action: string;
  citations: Citation[];
}

/** A finding as the report and API show it: `text` and `action` in the reader's language. */
export function renderFinding(draft: FindingDraft, locale: AppLocale): RenderedFinding {
  return {
    text: renderMessage(draft.text, locale),
    action: renderMessage(draft.action, locale),
    citations: draft.citations,
  };
}
