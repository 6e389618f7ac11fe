import type { z } from "zod";
import type { DocumentKind } from "./contract";
import type { evidenceElementSchema, evidenceFieldSchema, evidenceRequirementSchema } from "./evidence-rules-schema";

/**
 * The words evidence rules look for, shared by the clauses of every scheme: elements of written
 * documents (English and Spanish patterns) and columns of records (header patterns in both languages).
 * Each id has a label in the server catalogue (`documentAudit:element.<id>`, `field.<id>`).
 */
type Element = z.input<typeof evidenceElementSchema>;
type Field = z.input<typeof evidenceFieldSchema>;
type Requirement = z.input<typeof evidenceRequirementSchema>;

const el = (id: string, en: string, es: string): Element => ({ id, en, es });

export const elements = {
  purpose: el("purpose", "\\bpurpose\\b|\\bobjective\\b", "prop[oó]sito|objetivo"),
  scope: el("scope", "\\bscope\\b|applies to", "\\balcance\\b|aplica a"),
  responsibility: el("responsibility", "responsib", "responsab"),
  frequency: el(
    "frequency",
    "frequen|\\bdaily\\b|\\bweekly\\b|\\bmonthly\\b|\\bannual|\\byearly\\b|each shift|every (day|week|month|year|shift)",
    "frecuencia|diari[ao]|semanal|mensual|\\banual|cada turno",
  ),
  procedure: el("procedure", "\\bprocedure\\b|\\bsteps?\\b|\\bmethod\\b", "procedimiento|\\bpasos?\\b|m[eé]todo"),
  records: el("records", "\\brecords?\\b|\\blogs?\\b|\\bform\\b", "registros?|bit[aá]cora|formato"),
  commitment: el("commitment", "commit", "comprom"),
  management: el(
    "management",
    "\\bmanagement\\b|\\bowner\\b|general manager|\\bdirector\\b|\\bceo\\b|\\bpresident\\b",
    "gerencia|direcci[oó]n|gerente|director|propietario",
  ),
  approval: el("approval", "approved by|signed|signature", "aprobad[oa] por|firma|firmad"),
  resources: el("resources", "\\bresources?\\b|budget", "recursos?|presupuesto"),
  roles: el("roles", "\\broles?\\b|\\bteam\\b|coordinator|\\bpcqi\\b", "\\brol(es)?\\b|equipo|coordinador"),
  backup: el("backup", "back-?up|alternate|deputy|substitute", "suplente|sustitut|alterno"),
  contacts: el("contacts", "phone|contact|\\btel\\b|\\d{3}[-. ]\\d{3}[-. ]\\d{4}", "tel[eé]fono|contacto"),
  retention: el("retention", "retain|retention|kept for|\\b(2|two) years", "conserva|retenci[oó]n|\\b(2|dos) años"),
  schedule: el("schedule", "schedule|calendar|planned", "programa|calendario|planead|cronograma"),
  correctiveAction: el("correctiveAction", "corrective action", "acci[oó]n(es)? correctiva"),
  rootCause: el("rootCause", "root cause", "causa ra[ií]z"),
  lotCode: el("lotCode", "lot (code|number)|\\blot\\b", "c[oó]digo de lote|\\blote\\b"),
  recall: el("recall", "recall", "retiro|recuperaci[oó]n de producto"),
  mockRecall: el("mockRecall", "mock recall|recall (exercise|test|drill)", "retiro simulado|simulacro"),
  riskAssessment: el(
    "riskAssessment",
    "risk assessment|hazard|vulnerab|threat",
    "evaluaci[oó]n de riesgos?|peligro|vulnerab|amenaza",
  ),
  access: el("access", "access|visitor|\\block|badge", "acceso|visitante|candado|gafete"),
  allergens: el(
    "allergens",
    "allergens? (list|inventory|present|handled)|peanut|tree nut|\\bmilk\\b|\\bsoy|wheat|\\beggs?\\b|sesame",
    "lista de al[eé]rgenos|cacahuate|man[ií]|nueces|leche|\\bsoya\\b|trigo|huevo|s[eé]samo|ajonjol[ií]",
  ),
  labelling: el("labelling", "label", "etiquet"),
  segregation: el("segregation", "segregat|separat|dedicated|barrier", "segrega|separa|dedicad|barrera"),
  cleaning: el("cleaning", "clean|sanitiz|wash", "limpi|desinfect|sanitiz|lav"),
  sampling: el("sampling", "sampl", "muestr"),
  eColi: el("eColi", "e\\.? ?coli", "e\\.? ?coli"),
  mitigation: el("mitigation", "mitigat|treat|buffer|setback", "mitig|tratamiento|barrera|distancia"),
  validation: el("validation", "validat", "validaci[oó]n|validad"),
  monitoring: el("monitoring", "monitor|verif", "monitoreo|verific"),
  area: el("area", "\\bareas?\\b|equipment|\\bzones?\\b|\\brooms?\\b", "\\b[aá]reas?\\b|equipo|zonas?|sala"),
  chemicalApproval: el(
    "chemicalApproval",
    "approved|label|\\bsds\\b|safety data sheet|food[- ]grade",
    "aprobad|etiquet|hoja de (datos de )?seguridad|grado alimenticio",
  ),
  storage: el("storage", "stor(ed|age)|locked|off the floor|pallet|covered", "almac|bajo llave|tarima|cubiert"),
  concentration: el("concentration", "concentration|\\bppm\\b|dilut", "concentraci[oó]n|\\bppm\\b|diluci"),
  map: el("map", "\\bmap\\b|diagram|layout|floor plan", "mapa|diagrama|plano|croquis"),
  licensedOperator: el("licensedOperator", "licen[cs]e|pest control (operator|company)", "licencia|empresa de control"),
  zones: el("zones", "zone [1-4]|\\bzones?\\b", "zona [1-4]|\\bzonas?\\b"),
  topics: el("topics", "\\btopics?\\b|subject|curricul|content", "\\btemas?\\b|contenido|temario"),
  atHire: el("atHire", "new hire|at hire|on hire|annual|yearly|refresher", "nuevo ingreso|al contratar|anual|repaso"),
  trainer: el("trainer", "trainer|instructor|trained by", "capacitador|instructor|impartid"),
  language: el("language", "language|spanish|english|bilingual", "idioma|español|inglés|biling[uü]e"),
  assessment: el("assessment", "quiz|test|score|assess|evaluat|effectiv", "examen|prueba|calificaci|evaluaci|eficacia"),
  approvalCriteria: el("approvalCriteria", "approv", "aprob"),
  supplierVerification: el("supplierVerification", "audit|certif|guarantee", "auditor|certific|garant"),
  devices: el(
    "devices",
    "thermometer|scale|detector|device|instrument",
    "term[oó]metro|b[aá]scula|detector|equipo|instrumento",
  ),
  reference: el(
    "reference",
    "reference|ice point|standard weight|test piece|certified",
    "referencia|punto de hielo|patr[oó]n|pieza de prueba",
  ),
  intrusion: el("intrusion", "animal|intrusion|feces|fecal|wildlife", "animal|intrusi[oó]n|heces|fecal|fauna"),
  adjacentLand: el("adjacentLand", "adjacent|neighbo|nearby", "colindan|vecin|aleda[nñ]"),
  harvestDecision: el(
    "harvestDecision",
    "approved for harvest|harvest (may|can) proceed|\\bgo\\b|release",
    "apto para cosecha|aprobad|liberad",
  ),
  handwashing: el("handwashing", "hand ?wash", "lavado de manos|lavarse las manos"),
  illness: el("illness", "\\bill(ness)?\\b|sick|symptom|wound", "enferm|s[ií]ntoma|herida"),
  personalItems: el(
    "personalItems",
    "jewel|eating|smok|chew|personal items",
    "joyer|comer|fumar|mascar|art[ií]culos personales",
  ),
  flow: el("flow", "\\bflow\\b|raw|finished product", "flujo|materia prima|producto terminado"),
  register: el("register", "register|inventory|\\blist\\b", "registro|inventario|lista"),
  breakage: el("breakage", "break|broken|shatter", "ruptura|rotura|quebr|romp"),
  holdCriteria: el("holdCriteria", "\\bhold\\b|release", "retenci[oó]n|retener|liberaci[oó]n"),
  permits: el(
    "permits",
    "certificate|permit|phytosanitary|declaration",
    "certificado|permiso|fitosanitari|declaraci[oó]n",
  ),
  complaint: el("complaint", "complain", "queja|reclam"),
} satisfies Record<string, Element>;

const field = (id: string, header: string): Field => ({ id, header });

export const fields = {
  date: field("date", "date|fecha|^day$|^d[ií]a$"),
  result: field("result", "result|status|pass|reading|observ|ok|resultado|estado|cumple|lectura|observaci"),
  initials: field(
    "initials",
    "initial|signature|sign|(verified|checked|serviced|performed|done|completed|cleaned) by|inspector|iniciales|firma|verificad|revisad|realizad[oa] por|limpiad[oa] por",
  ),
  verifiedBy: field("verifiedBy", "verif|review|supervisor|revisad|verificad"),
  correctiveAction: field("correctiveAction", "corrective|action|correctiva|acci[oó]n"),
  temperature: field("temperature", "temp"),
  topic: field("topic", "topic|subject|module|course|tema|m[oó]dulo|curso"),
  attendee: field(
    "attendee",
    "attendee|employee|worker|participant|trainee|^name$|empleado|trabajador|participante|^nombre$",
  ),
  trainer: field("trainer", "trainer|instructor|capacitador|impartid"),
  language: field("language", "language|idioma|lengua"),
  device: field(
    "device",
    "device|instrument|equipment|thermometer|scale|detector|equipo|instrumento|term[oó]metro|b[aá]scula",
  ),
  reference: field("reference", "reference|standard|ice point|test piece|referencia|patr[oó]n"),
  laboratory: field("laboratory", "lab"),
  eColi: field("eColi", "e\\.? ?coli"),
  chlorine: field("chlorine", "chlorine|cloro|ppm|sanitizer|paa|peracetic"),
  supplier: field("supplier", "supplier|vendor|proveedor"),
  approvalStatus: field("approvalStatus", "approv|status|aprob|estado"),
  expiry: field("expiry", "expir|valid|vence|vigencia|vencimiento"),
  lot: field("lot", "lot|lote"),
  product: field("product", "product|commodity|item|producto|cultivo|art[ií]culo"),
  customer: field("customer", "customer|ship to|destination|consignee|cliente|destino"),
  fieldBlock: field("fieldBlock", "field|block|ranch|campo|bloque|rancho|parcela"),
  station: field("station", "station|device|trap|estaci[oó]n|trampa"),
  score: field("score", "score|grade|pass|result|calificaci|resultado|aprob"),
} satisfies Record<string, Field>;

export const sopElements = [
  elements.purpose,
  elements.scope,
  elements.responsibility,
  elements.frequency,
  elements.procedure,
  elements.records,
];
export const policyElements = [elements.commitment, elements.management, elements.approval];

type Options = { optional?: boolean };
const kinds = (...k: DocumentKind[]) => k;

/** Builders that keep the rules table short; what they return is plain data, validated by the schema. */
export const document = (
  documentKinds: DocumentKind[],
  topic: string[],
  required: Element[],
  options: Options = {},
): Requirement => ({ kind: "document", documentKinds, topic, elements: required, ...options });

export const rows = (
  documentKinds: DocumentKind[],
  topic: string[] | undefined,
  required: Field[],
  options: Options = {},
): Requirement => ({ kind: "rows", documentKinds, ...(topic ? { topic } : {}), fields: required, ...options });

export const recency = (
  documentKinds: DocumentKind[],
  topic: string[] | undefined,
  maxAgeDays: number,
  options: Options = {},
): Requirement => ({
  kind: "recency",
  documentKinds,
  ...(topic ? { topic } : {}),
  date: fields.date,
  maxAgeDays,
  ...options,
});

export const frequency = (
  documentKinds: DocumentKind[],
  topic: string[] | undefined,
  every: "day" | "working_day" | "week",
  options: Options = {},
): Requirement => ({
  kind: "frequency",
  documentKinds,
  ...(topic ? { topic } : {}),
  date: fields.date,
  every,
  lookbackDays: 365,
  ...options,
});

/** Cold-chain readings: above 41 °F (5 °C written in °F logs) needs a corrective action in the row. */
export const coldTemperatures = (topic: string[], options: Options = {}): Requirement => ({
  kind: "limits",
  documentKinds: kinds("monitoring_log", "traceability_record"),
  topic,
  value: fields.temperature,
  action: fields.correctiveAction,
  reading: { type: "temperature", maxLimit: 41 },
  ...options,
});

/** Water for harvest, packing and hand-washing: any generic E. coli detected fails (21 CFR 112.44(a)). */
export const eColiResults = (topic: string[], options: Options = {}): Requirement => ({
  kind: "limits",
  documentKinds: kinds("lab_result"),
  topic,
  value: fields.eColi,
  breach: "always",
  reading: { type: "water", test: "generic_e_coli" },
  ...options,
});

/** Wash-water antimicrobial: free chlorine below the limit needs a corrective action in the row. */
export const chlorineReadings = (topic: string[], options: Options = {}): Requirement => ({
  kind: "limits",
  documentKinds: kinds("monitoring_log"),
  topic,
  value: fields.chlorine,
  action: fields.correctiveAction,
  reading: { type: "water", test: "free_chlorine" },
  ...options,
});

/** Certificates and letters of guarantee current on the audit date. */
export const currentCertificates = (
  documentKinds: DocumentKind[],
  topic: string[],
  options: Options = {},
): Requirement => ({
  kind: "expiry",
  documentKinds,
  topic,
  expires: fields.expiry,
  expiresText: "expir|valid (until|through|thru)|v[aá]lid[oa] hasta|vence|vigen",
  ...options,
});
