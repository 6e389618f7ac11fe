import type { z } from "zod";
import { type EvidenceRuleSet, type evidenceRuleSchema, evidenceRuleSetSchema } from "./evidence-rules-schema";
import {
  chlorineReadings,
  coldTemperatures,
  currentCertificates,
  document,
  eColiResults,
  elements as e,
  fields as f,
  frequency,
  policyElements,
  recency,
  rows,
  sopElements,
} from "./evidence-vocabulary";

/**
 * The evidence rules of the built-in PrimusGFS catalogue, one per clause (decision 106), as data. What
 * an auditor expects follows /shared/design/domain-notes.md ("Evidence an auditor expects"): yearly
 * water tests with no generic E. coli detected, training records with date, topic, attendee, trainer
 * and language, calibration records with device, reference, result and date, logs with date, result and
 * initials and a corrective action when out of limit.
 */
type Rule = z.input<typeof evidenceRuleSchema>;
const rule = (clauseId: string, ...requirements: Rule["requirements"]): Rule => ({ clauseId, requirements });

const YEAR = 365;
const water = ["water|agua"];
/**
 * A written water program, not any document that mentions water ("rinse with potable water" in a
 * sanitation SOP is no water-testing procedure): the labelled corpus found that mistake (decision 110).
 */
const waterProgram = [
  "water (test|sampl|source|system|management|quality|program|use)|agricultural water|irrigation water|\\bwells?\\b",
  "agua (de riego|agr[ií]cola|de pozo)|(muestreo|an[aá]lisis|calidad|uso|fuentes?) del? agua|\\bpozos?\\b",
];
const sanitation = ["sanitation|cleaning|saneamiento|limpieza"];
const training = ["training|capacitaci|entrenamiento"];
const supplier = ["supplier|vendor|proveedor"];
const calibration = ["calibrat|calibraci"];
const traceability = ["trace|trazab|\\blot\\b|\\blote\\b"];
const pest = ["pest|plaga|rodent|roedor"];
const hygiene = ["hygien|hand ?wash|health|illness|higiene|lavado de manos|salud"];
const trainingFields = [f.date, f.topic, f.attendee, f.trainer, f.language];
const logFields = [f.date, f.result, f.initials];
const waterTestFields = [f.date, f.laboratory, f.eColi];
const calibrationFields = [f.device, f.reference, f.result, f.date];

const definitions: Rule[] = [
  // FSMS_1: management system
  rule("1.01.01", document(["policy"], ["food safety|inocuidad"], policyElements)),
  rule(
    "1.02.01",
    document(
      ["policy", "food_safety_plan", "sop"],
      ["responsib|organi[sz]ation chart|organigrama|responsab"],
      [e.management, e.responsibility, e.resources],
    ),
  ),
  rule(
    "1.03.01",
    document(["food_safety_plan", "policy", "sop"], ["team|equipo"], [e.roles, e.responsibility, e.backup]),
  ),
  rule("1.04.01", document(["sop", "policy"], ["communicat|comunicaci"], sopElements)),
  rule(
    "1.05.01",
    document(["sop", "policy", "food_safety_plan", "other"], ["emergenc"], [e.contacts, e.responsibility, e.procedure]),
  ),
  rule(
    "1.06.01",
    document(
      ["sop", "policy"],
      // Not "record": every SOP names its records, and the one about record control must decide (decision 110).
      [
        "(document|record)s? (and records? )?control|records? (management|retention|keeping)|control de (documentos|registros)",
      ],
      [...sopElements, e.retention],
    ),
  ),
  rule(
    "1.06.02",
    rows(["monitoring_log"], undefined, [f.date, f.verifiedBy]),
    {
      kind: "verification",
      documentKinds: ["monitoring_log"],
      date: f.date,
      verifiedOn: { id: "verifiedOn", header: "verif.*(date|on)|review.*(date|on)|fecha de (verificaci|revisi)" },
      withinWorkingDays: 7,
      optional: true,
    },
    document(["sop"], ["verif"], [e.responsibility, e.frequency], { optional: true }),
  ),
  rule(
    "1.07.01",
    document(
      ["sop", "policy", "other"],
      ["internal audit|self[- ]audit|auditor[ií]a interna|autoevaluaci"],
      [e.schedule, e.scope, e.responsibility, e.correctiveAction],
    ),
    recency(["other", "sop", "monitoring_log"], ["internal audit|self[- ]audit|auditor[ií]a interna"], YEAR),
  ),
  rule("1.08.01", document(["sop"], ["corrective|correctiv"], [...sopElements, e.rootCause])),
  rule(
    "1.09.01",
    document(["sop", "policy"], ["complain|queja|reclam"], sopElements),
    rows(["monitoring_log", "other"], ["complain|queja|reclam"], [f.date, f.correctiveAction], { optional: true }),
  ),
  rule(
    "1.10.01",
    document(["sop", "traceability_record", "food_safety_plan"], traceability, [e.lotCode, e.procedure, e.records]),
    rows(["traceability_record"], undefined, [f.lot, f.date, f.product]),
  ),
  rule(
    "1.11.01",
    document(
      ["food_safety_plan", "sop", "policy", "other"],
      ["food defen[cs]e|security|defensa|seguridad de las instalaciones"],
      [e.riskAssessment, e.access, e.responsibility],
    ),
  ),
  rule(
    "1.12.01",
    document(
      ["sop", "food_safety_plan", "policy"],
      ["allergen|al[eé]rgeno"],
      [e.allergens, e.labelling, e.segregation, e.cleaning, e.responsibility],
    ),
  ),
  rule(
    "1.13.01",
    document(
      ["sop", "traceability_record", "food_safety_plan"],
      ["recall|retiro"],
      [e.recall, e.contacts, e.procedure],
    ),
    recency(["traceability_record", "other", "sop"], ["mock recall|retiro simulado|simulacro"], YEAR),
  ),

  // Water
  rule(
    "2.01.01",
    document(["sop", "food_safety_plan"], waterProgram, [e.sampling, e.frequency, e.eColi, e.correctiveAction]),
    rows(["lab_result"], water, waterTestFields),
    eColiResults(water, { optional: true }),
    recency(["lab_result"], water, YEAR),
  ),
  rule(
    "2.01.02",
    document(
      ["certificate", "lab_result"],
      ["municipal|city water|water district|agua potable|red p[uú]blica|municipio"],
      [e.eColi],
    ),
    recency(["certificate", "lab_result"], ["municipal|city water|water district|agua potable|red p[uú]blica"], YEAR),
  ),
  rule(
    "2.01.03",
    rows(["lab_result"], ["well|pozo|ground ?water|subterr[aá]ne"], waterTestFields),
    eColiResults(["well|pozo|ground ?water|subterr[aá]ne"], { optional: true }),
    recency(["lab_result"], ["well|pozo|ground ?water|subterr[aá]ne"], YEAR),
  ),
  rule(
    "2.01.04",
    document(
      ["food_safety_plan", "sop", "other"],
      ["surface water|canal|river|pond|reservoir|agua superficial|r[ií]o|estanque|presa"],
      [e.riskAssessment, e.mitigation, e.frequency],
    ),
  ),
  rule(
    "2.01.05",
    document(
      ["sop", "food_safety_plan", "lab_result", "other"],
      ["recycl|reuse|recirculat|reciclad|reutiliz|recircula"],
      [e.mitigation, e.validation, e.monitoring],
    ),
  ),

  // Sanitation
  rule(
    "3.01.01",
    document(["sop", "monitoring_log", "other"], sanitation, [e.area, e.frequency, e.responsibility, e.procedure]),
  ),
  rule(
    "3.01.02",
    rows(["monitoring_log"], ["pre-?op|preoperat"], logFields),
    frequency(["monitoring_log"], ["pre-?op|preoperat"], "working_day"),
  ),
  rule(
    "3.01.03",
    document(
      ["sop", "other", "supplier_document"],
      ["chemical|sanitizer|qu[ií]mic|desinfectante"],
      [e.chemicalApproval, e.storage, e.concentration],
    ),
  ),
  rule(
    "3.01.04",
    document(["sop", "other", "monitoring_log"], pest, [e.map, e.frequency, e.licensedOperator]),
    rows(["monitoring_log"], pest, [f.date, f.station, f.result, f.initials], { optional: true }),
  ),
  rule(
    "3.02.01",
    document(
      ["sop", "food_safety_plan"],
      ["environmental monitoring|listeria|monitoreo ambiental"],
      [e.zones, e.sampling, e.frequency, e.correctiveAction],
    ),
    rows(["lab_result"], ["listeria|environmental|ambiental"], [f.date, f.laboratory, f.result], { optional: true }),
  ),

  // Training
  rule(
    "4.01.01",
    document(["sop", "policy", "food_safety_plan", "training_record"], training, [
      e.topics,
      e.atHire,
      e.trainer,
      e.language,
      e.records,
    ]),
    rows(["training_record"], undefined, trainingFields, { optional: true }),
  ),
  // Hygiene training is given at hire and at least yearly (domain notes): a year-old session no longer counts.
  rule(
    "4.01.02",
    rows(["training_record"], hygiene, [f.date, f.topic, f.attendee, f.trainer]),
    recency(["training_record"], hygiene, YEAR),
  ),
  rule("4.01.03", rows(["training_record"], undefined, trainingFields), recency(["training_record"], undefined, YEAR)),
  rule(
    "4.01.04",
    document(
      ["training_record", "sop", "other"],
      ["quiz|test|evaluat|assess|effective|examen|evaluaci|eficacia"],
      [e.assessment],
    ),
  ),

  // Supplier management
  rule(
    "5.01.01",
    document(["sop", "policy", "supplier_document"], supplier, [
      e.approvalCriteria,
      e.supplierVerification,
      e.responsibility,
    ]),
    rows(["supplier_document"], undefined, [f.supplier, f.approvalStatus]),
  ),
  rule(
    "5.01.02",
    rows(["supplier_document", "certificate"], supplier, [f.supplier, f.expiry], { optional: true }),
    currentCertificates(["certificate", "supplier_document"], ["certif|guarantee|garant"]),
  ),
  rule("5.01.03", rows(["monitoring_log"], ["receiv|incoming|inbound|recepci|recibo"], logFields)),

  // Calibration
  rule(
    "6.01.01",
    document(["sop", "calibration_record"], calibration, [e.devices, e.frequency, e.reference, e.responsibility]),
    rows(["calibration_record"], undefined, calibrationFields, { optional: true }),
  ),
  rule(
    "6.01.02",
    rows(["calibration_record"], ["scale|b[aá]scula|balanza|weigh"], calibrationFields),
    recency(["calibration_record"], ["scale|b[aá]scula|balanza|weigh"], YEAR),
  ),
  rule(
    "6.01.03",
    rows(["calibration_record"], ["thermometer|term[oó]metro"], calibrationFields),
    recency(["calibration_record"], ["thermometer|term[oó]metro"], YEAR),
  ),
  rule(
    "6.01.04",
    rows(
      ["calibration_record", "monitoring_log"],
      ["metal detect|detector de metales"],
      [f.date, f.reference, f.result, f.initials],
    ),
    recency(["calibration_record", "monitoring_log"], ["metal detect|detector de metales"], 31),
  ),

  // HARVEST_7
  rule(
    "7.01.01",
    document(
      ["other", "food_safety_plan", "monitoring_log", "sop"],
      ["pre-?harvest|pre-?cosecha"],
      [e.intrusion, e.adjacentLand, e.harvestDecision],
    ),
    recency(["other", "food_safety_plan", "monitoring_log", "sop"], ["pre-?harvest|pre-?cosecha"], YEAR),
  ),
  rule(
    "7.02.01",
    rows(["monitoring_log"], ["toilet|restroom|hand ?wash|field sanita|ba[nñ]o|sanitario|lavamanos"], logFields),
    frequency(["monitoring_log"], ["toilet|restroom|ba[nñ]o|sanitario"], "week", { optional: true }),
  ),
  rule(
    "7.03.01",
    rows(["monitoring_log"], ["tool|container|bin|knife|herramienta|contenedor|cubeta|cuchillo"], logFields),
  ),
  rule(
    "7.04.01",
    rows(["lab_result"], water, waterTestFields),
    eColiResults(water, { optional: true }),
    recency(["lab_result"], water, YEAR),
  ),
  rule(
    "7.05.01",
    document(["sop", "policy"], hygiene, [e.handwashing, e.illness, e.personalItems]),
    rows(["training_record"], hygiene, [f.date, f.topic, f.attendee, f.trainer], { optional: true }),
  ),
  rule(
    "7.06.01",
    rows(["traceability_record"], ["harvest|field|block|cosecha|campo|bloque"], [f.lot, f.date, f.fieldBlock]),
  ),

  // PACKINGHOUSE
  rule(
    "P.01.01",
    document(
      ["sop", "food_safety_plan", "other"],
      ["layout|floor plan|product flow|plano|flujo|diagrama"],
      [e.map, e.flow, e.segregation],
    ),
  ),
  rule(
    "P.01.02",
    rows(["monitoring_log"], ["building|facility|structure|maintenance|instalaci|edificio|mantenimiento"], logFields),
  ),
  rule(
    "P.02.01",
    rows(["monitoring_log"], ["wash water|chlorine|cloro|agua de lavado|\\bppm\\b"], [f.date, f.chlorine, f.initials]),
    chlorineReadings(["wash water|chlorine|cloro|agua de lavado|\\bppm\\b"], { optional: true }),
    frequency(["monitoring_log"], ["wash water|chlorine|cloro|agua de lavado"], "working_day", { optional: true }),
  ),
  rule(
    "P.02.02",
    rows(["monitoring_log"], ["water change|tank change|cambio de agua|tanque"], [f.date, f.initials]),
    frequency(["monitoring_log"], ["water change|tank change|cambio de agua|tanque"], "working_day", {
      optional: true,
    }),
  ),
  rule(
    "P.03.01",
    document(
      ["sop", "policy", "monitoring_log"],
      ["packag|empaque|envase|carton|cart[oó]n"],
      [e.storage, e.responsibility, e.monitoring],
    ),
  ),
  rule(
    "P.03.02",
    rows(["monitoring_log"], ["food contact|surface|\\batp\\b|swab|superficie|contacto con alimentos"], logFields),
    frequency(["monitoring_log"], ["food contact|surface|\\batp\\b|superficie"], "working_day", { optional: true }),
  ),
  rule(
    "P.04.01",
    document(
      ["sop", "food_safety_plan"],
      ["foreign material|metal|materia extra[nñ]a|cuerpo extra[nñ]o"],
      [e.procedure, e.frequency, e.correctiveAction],
    ),
    rows(
      ["calibration_record", "monitoring_log"],
      ["metal detect|detector de metales"],
      [f.date, f.result, f.initials],
      {
        optional: true,
      },
    ),
  ),
  rule(
    "P.04.02",
    document(["policy", "sop"], ["glass|brittle|vidrio|pl[aá]stico quebradizo"], [e.register, e.breakage, e.frequency]),
    rows(["monitoring_log"], ["glass|brittle|vidrio"], logFields, { optional: true }),
  ),
  rule(
    "P.05.01",
    rows(["monitoring_log"], ["allergen|changeover|al[eé]rgeno|cambio de l[ií]nea"], logFields),
    document(["sop"], ["allergen|changeover|al[eé]rgeno"], [e.cleaning, e.validation], { optional: true }),
  ),
  rule("P.06.01", rows(["traceability_record"], undefined, [f.lot, f.date, f.product])),
  rule(
    "P.06.02",
    document(
      ["sop", "policy"],
      ["\\bhold\\b|release|retenci[oó]n|liberaci[oó]n"],
      [e.holdCriteria, e.responsibility, e.records],
    ),
  ),

  // COLD_STORAGE
  rule(
    "C.01.01",
    rows(["monitoring_log"], ["cool|cold|refrig|c[aá]mara|fr[ií]o|temperat"], [f.date, f.temperature, f.initials]),
    coldTemperatures(["cool|cold|refrig|c[aá]mara|fr[ií]o"], { optional: true }),
    frequency(["monitoring_log"], ["cool|cold|refrig|c[aá]mara|fr[ií]o"], "day", { optional: true }),
  ),
  rule(
    "C.02.01",
    rows(
      ["monitoring_log"],
      ["cooler clean|clean.{0,40}(cooler|cold|storage)|limpieza.{0,40}(c[aá]mara|almac)"],
      logFields,
    ),
    frequency(
      ["monitoring_log"],
      ["cooler clean|clean.{0,40}(cooler|cold|storage)|limpieza.{0,40}(c[aá]mara|almac)"],
      "week",
      { optional: true },
    ),
  ),
  rule(
    "C.03.01",
    rows(["monitoring_log"], ["receiv|incoming|inbound|recepci|recibo"], [f.date, f.temperature, f.initials]),
    coldTemperatures(["receiv|incoming|inbound|recepci|recibo"], { optional: true }),
  ),
  rule(
    "C.04.01",
    rows(["monitoring_log"], ["trailer|truck|vehicle|transport|cami[oó]n|transporte|veh[ií]culo|remolque"], logFields),
  ),
  rule(
    "C.04.02",
    rows(["monitoring_log", "traceability_record"], ["load|ship|carga|embarque|env[ií]o"], [f.date, f.temperature]),
    coldTemperatures(["load|ship|carga|embarque|env[ií]o"], { optional: true }),
  ),
  rule(
    "C.04.03",
    rows(["traceability_record"], ["ship|customer|embarque|env[ií]o|cliente"], [f.lot, f.customer, f.date]),
  ),
  rule(
    "C.06.01",
    document(
      ["certificate", "other", "supplier_document"],
      ["export|import|phytosanitary|fitosanitari|exportaci|importaci|customs|aduana"],
      [e.permits],
    ),
  ),
];

/** The built-in catalogue's rules, validated at load like the catalogue itself. */
export const builtinEvidenceRules: EvidenceRuleSet = evidenceRuleSetSchema.parse({
  catalogueId: "primusgfs-builtin",
  rules: definitions,
});

const ruleSets: readonly EvidenceRuleSet[] = [builtinEvidenceRules];

/** The rules of a catalogue by its id; a catalogue without rules gets none (every clause: no evidence). */
export function evidenceRulesFor(catalogueId: string): EvidenceRuleSet {
  return ruleSets.find((s) => s.catalogueId === catalogueId) ?? { catalogueId, rules: [] };
}
