import { z } from "zod";
import { documentKindSchema } from "./contract";

/**
 * How a document's kind is recognised, as data: words in its name, phrases in its text, and header
 * names in its tables, each with a weight. English and Spanish phrasing side by side. A new kind or a
 * new language adds entries here, not code. Patterns are case-insensitive regular expressions.
 */
const signalSchema = z.object({ pattern: z.string().min(1), weight: z.number().positive() });

export const classificationRuleSchema = z.object({
  kind: documentKindSchema,
  name: z.array(signalSchema).default([]),
  text: z.array(signalSchema).default([]),
  /** Each group matches when some column header matches it; weights add up per group matched. */
  columns: z.array(signalSchema).default([]),
});
export type ClassificationRule = z.output<typeof classificationRuleSchema>;

/** Below this total a document is `other`: the engine then uses it only through text rules. */
export const MIN_CLASSIFICATION_SCORE = 3;

const s = (pattern: string, weight: number) => ({ pattern, weight });

const definitions: z.input<typeof classificationRuleSchema>[] = [
  {
    kind: "sop",
    // A written plan or program ("Recall Plan", "Programa de limpieza") is a procedure too.
    name: [s("\\bsops?\\b|procedure|procedimiento|\\bpoe\\b|\\bplan\\b|\\bprogram(a|me)?\\b", 3)],
    text: [
      s("standard operating procedure|procedimiento operativo", 3),
      // A procedure code ("SOP-CAL-001") marks the procedure itself, not a record kept under it.
      s("\\bsop[-\\s]?[a-z]{2,4}[-\\s]?\\d+", 4),
      s("\\bpurpose\\b|\\bprop[oó]sito\\b|\\bobjetivo\\b", 1),
      s("\\bscope\\b|\\balcance\\b", 1),
      s("responsib|responsabl", 1),
      s("\\bfrequency\\b|\\bfrecuencia\\b", 1),
      s("\\bprocedure\\b|\\bprocedimiento\\b", 1),
    ],
  },
  {
    kind: "monitoring_log",
    name: [s("\\blogs?\\b|registro|bit[aá]cora|check", 3)],
    text: [s("monitoring log|registro de monitoreo|pre-?op", 2)],
    columns: [
      s("^(date|fecha)$|date|fecha", 1),
      s("temp|reading|lectura|ppm|\\bph\\b|result|resultado|status|estado|clean|limpi", 2),
      s("initials|iniciales|signature|firma|verified|verificado|checked by|revisado", 2),
      s("corrective|correctiva", 1),
    ],
  },
  {
    kind: "training_record",
    name: [s("training|capacitaci[oó]n|entrenamiento|sign[-_ ]?in", 3)],
    text: [s("training record|registro de capacitaci[oó]n|attendance|asistencia", 2)],
    columns: [
      s("trainer|instructor|capacitador", 3),
      s("attendee|employee|worker|participant|empleado|trabajador|participante|nombre", 2),
      s("topic|module|course|tema|m[oó]dulo|curso", 2),
    ],
  },
  {
    kind: "certificate",
    name: [s("cert", 3)],
    text: [
      s("certificate|certificado|certifies|certifica", 3),
      s("valid (until|through)|v[aá]lido hasta|expir|vence|vigencia", 2),
      s("certification body|organismo de certificaci[oó]n", 2),
    ],
  },
  {
    kind: "lab_result",
    name: [s("water|agua|lab|analysis|an[aá]lisis|test", 3)],
    text: [
      s("laborator", 2),
      s("e\\.? ?coli|coliform|coliformes|salmonella|listeria", 3),
      s("cfu|mpn|ufc|nmp|/ ?100 ?ml", 2),
      s("sample|muestra", 1),
    ],
    columns: [s("lab|laboratorio", 2), s("e\\.? ?coli|coliform|result|resultado", 2), s("sample|muestra", 1)],
  },
  {
    kind: "calibration_record",
    name: [s("calibra", 3)],
    text: [
      s("calibrat|calibraci[oó]n|verificaci[oó]n de (term[oó]metros|b[aá]sculas)", 2),
      s("ice point|punto de hielo|reference weight|peso de referencia", 2),
    ],
    columns: [
      s("device|instrument|equipo|instrumento|thermometer|scale|b[aá]scula", 2),
      s("reference|referencia|standard|patr[oó]n", 2),
      s("result|reading|lectura|resultado|deviation|desviaci[oó]n", 1),
    ],
  },
  {
    kind: "supplier_document",
    name: [s("supplier|proveedor|vendor|guarantee|garant[ií]a", 3)],
    text: [
      s("approved supplier|proveedor aprobado|letter of guarantee|carta de garant[ií]a|supplier approval", 3),
      s("supplier|proveedor", 1),
    ],
    columns: [s("supplier|proveedor|vendor", 3), s("approved|aprobado|status|estado", 1), s("expir|vence|due", 1)],
  },
  {
    kind: "traceability_record",
    name: [s("trace|trazab|lot|lote|shipping|env[ií]o", 3)],
    text: [s("traceability|trazabilidad|lot code|c[oó]digo de lote|mock recall|retiro simulado", 2)],
    columns: [
      s("^lot|lot[_ ]?(code|number)|lote", 3),
      s("ship|customer|cliente|env[ií]o|destino|pallet|tarima", 2),
      s("block|field|campo|bloque|pick|cosecha", 1),
    ],
  },
  {
    kind: "food_safety_plan",
    name: [s("food[-_ ]?safety[-_ ]?plan|\\bfsp\\b|haccp|plan de inocuidad", 4)],
    text: [
      s("hazard analysis|an[aá]lisis de peligros", 3),
      s("preventive control|control preventivo|critical control point|punto cr[ií]tico de control", 3),
      s("\\bpcqi\\b|haccp", 2),
    ],
  },
  {
    kind: "policy",
    name: [s("polic|pol[ií]tica", 4)],
    text: [s("\\bpolicy\\b|\\bpol[ií]tica\\b", 2), s("commit|comprom", 2), s("management|gerencia|direcci[oó]n", 1)],
  },
  {
    // Assessments and inspection reports are evidence of their own (pre-harvest, food defence, …), not lab
    // results because they mention a water test or E. coli: recognised so they stay `other`.
    kind: "other",
    name: [s("assessment|evaluaci[oó]n de riesgo", 3)],
    text: [s("risk assessment|pre-?harvest (risk )?assessment|evaluaci[oó]n de riesgos|pre-?cosecha", 3)],
  },
];

export const classificationRules: readonly ClassificationRule[] = z.array(classificationRuleSchema).parse(definitions);
