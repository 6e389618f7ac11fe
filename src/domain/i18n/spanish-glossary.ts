/**
 * The one Spanish word for each trade term (decision 113). Every Spanish catalogue — the web's
 * `src/web/i18n/locales/es/*.json` and the server's `src/server/i18n/locales/es/*.json` — uses the chosen
 * word; `src/server/i18n/spanish-glossary.test.ts` fails when a rejected variant appears, or when a text
 * whose English names the term is translated without the chosen word.
 */
export interface GlossaryEntry {
  /** The English term, as the English catalogues write it. */
  english: RegExp;
  /** The Spanish word chosen for it; a Spanish text whose English matches `english` must contain it. */
  spanish: RegExp;
  /** How the chosen word is written, for people. */
  chosen: string;
  /** Variants that must not appear in any Spanish text (the same thing said another way). */
  rejected: RegExp[];
}

export const spanishGlossary: readonly GlossaryEntry[] = [
  {
    // The building: empacadora. "Empaque" names packing or packaging only (línea de empaque, material de empaque).
    english: /\bpack(?:ing)?[ -]?houses?\b/i,
    spanish: /\bempacadoras?\b/i,
    chosen: "empacadora",
    rejected: [/\b(?:un|una|el|la|del|al|cada|su|este|ese)\s+empaques?\b/i, /\belija\s+empaque\b/i],
  },
  {
    // Sanitation (the programme, the area, its records): sanitización, as PrimusGFS's Spanish guides write it.
    english: /\bsanitation\b/i,
    spanish: /\bsanitizaci[oó]n\b/i,
    chosen: "sanitización",
    rejected: [/\bsaneamiento\b/i, /\bsanitaci[oó]n\b/i],
  },
  {
    // A sanitizer (the chemical): desinfectante.
    english: /\bsanitizers?\b/i,
    spanish: /\bdesinfectantes?\b/i,
    chosen: "desinfectante",
    rejected: [/\bsanitizantes?\b/i],
  },
  {
    // The audit log / audit trail: registro de auditoría; a log is a registro.
    english: /\baudit (?:log|trail)s?\b/i,
    spanish: /\bregistros? de auditoría\b/i,
    chosen: "registro de auditoría",
    rejected: [/\bbitácoras?\b/i],
  },
  {
    // The Food Safety Plan: Plan de Inocuidad Alimentaria, never shortened.
    english: /\bfood safety plan\b/i,
    spanish: /\bplan de inocuidad alimentaria\b/i,
    chosen: "Plan de Inocuidad Alimentaria",
    rejected: [/\bplan de inocuidad(?! alimentaria)\b/i],
  },
  {
    // A grower (the site type): productor.
    english: /\bgrowers?\b/i,
    spanish: /\bproductor(?:es)?\b/i,
    chosen: "productor",
    rejected: [/\branchos?\b/i],
  },
];
