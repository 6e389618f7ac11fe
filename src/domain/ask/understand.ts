import { addCalendarDays, addCalendarMonths, isoWeekday, type IsoDate } from "../dates";
import type { RecordType } from "../records/catalogue";

export type { AskAnswer, AskCitation, AskInput } from "../schemas/ask";

export type AskLanguage = "en" | "es";

/** What a question asks for when it has a structured answer in the records. */
export type FactIntent = "latest" | "verified_by" | "count" | "expiry" | "trained";

export interface Period {
  from: IsoDate;
  /** Inclusive. */
  to: IsoDate;
}

export interface Understood {
  language: AskLanguage;
  intent: FactIntent | null;
  recordType: RecordType | null;
  /** Sanitation logs of one shift ("pre-op"). */
  shift: "pre_op" | "post_op" | null;
  siteId: string | null;
  period: Period | null;
  /** Lower-cased words of the question without accents, for matching names (suppliers, modules). */
  words: string[];
}

/** Lower case without accents: "Capacitó" → "capacito". */
export const foldText = (text: string): string => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

export const questionWords = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Words only Spanish questions use (accents folded). Two hits, or "¿", "ñ" or one hit with an accent, make it Spanish. */
const spanishWords = new Set(
  "que quien quienes cuando cual cuales cuantos cuantas donde como el la los las del de un una por para en esta este ese mes semana pasada pasado ultimo ultima ultimos ultimas prueba registros registro agua capacito capacitaron cuadrilla higiene verifico verificaron vence vencen caduca politica vidrio plastico quebradizo muestrame dime hay fue hoy ayer plagas limpieza temperatura proveedor certificado".split(
    " ",
  ),
);
const englishOnly = new Set(
  "the what who when which how many last latest show me was were is are of at in week month".split(" "),
);

export function detectLanguage(question: string): AskLanguage {
  if (/[¿¡ñ]/i.test(question)) return "es";
  const words = questionWords(question);
  const es = words.filter((w) => spanishWords.has(w)).length;
  const en = words.filter((w) => englishOnly.has(w)).length;
  if (/[áéíóú]/i.test(question) && es >= 1) return "es";
  return es > en ? "es" : "en";
}

/** Phrases (accent-folded, matched as whole words) naming each record type, in English and Spanish. */
export const recordTypePhrases: Record<RecordType, string[]> = {
  water: ["water", "agua", "e coli", "chlorine", "cloro", "well", "pozo", "microbial", "microbiologica"],
  sanitation: [
    "sanitation",
    "sanitizacion",
    "saneamiento",
    "pre op",
    "preop",
    "pre operational",
    "preoperacional",
    "post op",
    "cleaning",
    "limpieza",
  ],
  temperature: ["temperature", "temperatura", "temperaturas", "cooler", "coolers", "camara", "cold", "frio"],
  pest: [
    "pest",
    "pests",
    "plaga",
    "plagas",
    "rodent",
    "roedores",
    "trap",
    "traps",
    "trampa",
    "trampas",
    "bait station",
  ],
};

/** Phrases for each intent, most specific first; the first intent with a phrase in the question wins. */
export const intentPhrases: [FactIntent, string[]][] = [
  [
    "trained",
    [
      "who trained",
      "trained",
      "who was trained",
      "who completed",
      "capacito",
      "capacitaron",
      "capacitados",
      "capacitado",
      "entreno",
      "entrenaron",
      "quien completo",
    ],
  ],
  [
    "verified_by",
    [
      "who verified",
      "who reviewed",
      "who signed",
      "verified by",
      "quien verifico",
      "quien reviso",
      "quien firmo",
      "verificados por",
      "verificaron",
      "verifico",
    ],
  ],
  ["count", ["how many", "number of", "count of", "cuantos", "cuantas", "numero de"]],
  [
    "expiry",
    [
      "expire",
      "expires",
      "expiry",
      "expiring",
      "expiration",
      "lapse",
      "lapsed",
      "vence",
      "vencen",
      "vencimiento",
      "caduca",
      "caducan",
      "vencido",
      "vencida",
      "vencio",
      "vencieron",
      "expired",
      "caduco",
    ],
  ],
  [
    "latest",
    ["last", "latest", "most recent", "when was", "ultimo", "ultima", "mas reciente", "cuando fue", "cuando se hizo"],
  ],
];

const contains = (folded: string, phrase: string) => ` ${folded} `.includes(` ${phrase} `);

/** The question's words joined by single spaces, so phrases match across punctuation ("pre-op" → "pre op"). */
const normalised = (question: string) => questionWords(question).join(" ");

export function findRecordType(question: string): RecordType | null {
  const folded = normalised(question);
  for (const [type, phrases] of Object.entries(recordTypePhrases) as [RecordType, string[]][])
    if (phrases.some((p) => contains(folded, p))) return type;
  return null;
}

export function findIntent(question: string): FactIntent | null {
  const folded = normalised(question);
  for (const [intent, phrases] of intentPhrases) if (phrases.some((p) => contains(folded, p))) return intent;
  return null;
}

/** A site the question names: by its slug or any word of its name longer than 3 letters that is not generic. */
export function findSite(question: string, sites: { id: string; slug: string; name: string }[]): string | null {
  const words = new Set(questionWords(question));
  const generic = new Set(["packhouse", "harvest", "operations", "ranch", "farm", "site", "plant"]);
  for (const site of sites) {
    const names = [site.slug, ...questionWords(site.name)].filter((w) => w.length > 3 && !generic.has(w));
    if (names.some((n) => words.has(n))) return site.id;
  }
  return null;
}

const mondayOf = (date: IsoDate) => addCalendarDays(date, 1 - isoWeekday(date));
const firstOfMonth = (date: IsoDate) => `${date.slice(0, 8)}01`;

/** Periods relative to the site's today: phrases and how to compute them. Checked in this order. */
const periodRules: { phrases: string[]; period: (today: IsoDate, n?: number) => Period }[] = [
  {
    phrases: ["last week", "previous week", "semana pasada", "la semana anterior"],
    period: (today) => ({ from: addCalendarDays(mondayOf(today), -7), to: addCalendarDays(mondayOf(today), -1) }),
  },
  { phrases: ["this week", "esta semana"], period: (today) => ({ from: mondayOf(today), to: today }) },
  {
    phrases: ["last month", "previous month", "mes pasado", "el mes anterior"],
    period: (today) => {
      const from = addCalendarMonths(firstOfMonth(today), -1);
      return { from, to: addCalendarDays(firstOfMonth(today), -1) };
    },
  },
  { phrases: ["this month", "este mes"], period: (today) => ({ from: firstOfMonth(today), to: today }) },
  {
    phrases: ["yesterday", "ayer"],
    period: (today) => ({ from: addCalendarDays(today, -1), to: addCalendarDays(today, -1) }),
  },
  { phrases: ["today", "hoy"], period: (today) => ({ from: today, to: today }) },
  { phrases: ["this year", "este ano"], period: (today) => ({ from: `${today.slice(0, 4)}-01-01`, to: today }) },
];

/** "last 30 days" / "últimos 30 días" → the 30 days ending today. */
const lastDaysPattern = /\b(?:last|past|ultimos|ultimas)\s+(\d{1,3})\s+(?:days|dias)\b/;

export function findPeriod(question: string, today: IsoDate): Period | null {
  const folded = normalised(question);
  const days = lastDaysPattern.exec(folded);
  if (days) return { from: addCalendarDays(today, 1 - Number(days[1])), to: today };
  for (const rule of periodRules) if (rule.phrases.some((p) => contains(folded, p))) return rule.period(today);
  return null;
}

export function findShift(question: string): "pre_op" | "post_op" | null {
  const folded = normalised(question);
  if (["pre op", "preop", "pre operational", "preoperacional", "pre operacional"].some((p) => contains(folded, p)))
    return "pre_op";
  if (["post op", "postop", "post operational", "postoperacional"].some((p) => contains(folded, p))) return "post_op";
  return null;
}

/**
 * What a question asks, in the asker's words: its language, the fact it wants (if any), the record type,
 * the site it names, and the period relative to that site's today (`todayOf` gives it; null site: the
 * organisation's first site's today, given by the caller).
 */
export function understandQuestion(
  question: string,
  sites: { id: string; slug: string; name: string }[],
  todayOf: (siteId: string | null) => IsoDate,
  chosenSiteId: string | null = null,
): Understood {
  const siteId = findSite(question, sites) ?? chosenSiteId;
  let intent = findIntent(question);
  const recordType = findRecordType(question);
  // "last week" names a period, not the latest record.
  const period = findPeriod(question, todayOf(siteId));
  if (intent === "latest" && period && !/\b(when|cuando)\b/.test(normalised(question)))
    intent = recordType ? "count" : null;
  return {
    language: detectLanguage(question),
    intent,
    recordType,
    shift: recordType === "sanitation" ? findShift(question) : null,
    siteId,
    period,
    words: questionWords(question),
  };
}

/** How well a name (a supplier, a training module) matches the question: the share of its significant words found. */
export function nameMatch(name: string, words: string[]): number {
  const nameWords = questionWords(name).filter((w) => w.length > 3);
  if (nameWords.length === 0) return 0;
  const found = nameWords.filter((n) =>
    words.some((w) => w.length > 3 && (w.startsWith(n.slice(0, 5)) || n.startsWith(w.slice(0, 5)))),
  ).length;
  return found / nameWords.length;
}

/** The citation markers "[1]", "[2, 3]" of a written answer, as passage numbers. */
export function citationMarkers(answer: string): number[] {
  const found = new Set<number>();
  for (const match of answer.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g))
    for (const n of match[1]!.split(",")) found.add(Number(n.trim()));
  return [...found];
}

/** Phrases naming each kind of supplier document (accent-folded), for expiry questions. */
export const supplierDocumentPhrases: Record<string, string[]> = {
  gfsi_certificate: ["gfsi", "certificate", "certificado", "certification", "certificacion"],
  insurance: ["insurance", "seguro", "poliza"],
  letter_of_guarantee: ["letter of guarantee", "guarantee", "carta de garantia", "garantia"],
  pest_control_licence: ["licence", "license", "licencia"],
  laboratory_accreditation: ["accreditation", "acreditacion", "17025"],
  water_test: ["water test", "prueba de agua", "analisis de agua"],
  pesticide_programme: ["pesticide", "plaguicidas", "pesticidas"],
  food_contact_compliance: ["food contact", "contacto con alimentos"],
  sanitation_programme: ["sanitation programme", "sanitation program", "programa de sanitizacion"],
};

export function findSupplierDocumentTypes(question: string): string[] {
  const folded = normalised(question);
  return Object.entries(supplierDocumentPhrases)
    .filter(([, phrases]) => phrases.some((p) => contains(folded, p)))
    .map(([type]) => type);
}

/** The question is about training (modules, courses, sessions). */
export const mentionsTraining = (question: string): boolean =>
  [
    "training",
    "trained",
    "course",
    "module",
    "capacitacion",
    "capacito",
    "capacitaron",
    "capacitados",
    "curso",
    "modulo",
    "entrenamiento",
  ].some((p) => contains(normalised(question), p));
