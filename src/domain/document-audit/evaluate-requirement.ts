import { addCalendarDays, addWorkingDays, daysBetween, type IsoDate, isWeekend } from "../dates";
import { waterTests } from "../records/catalogue";
import { evaluateReadings } from "../records/evaluate-readings";
import type { Citation, DocumentKind, ExtractedDocument, FindingDraft, Message } from "./contract";
import type { EvidenceRequirement } from "./evidence-rules-schema";
import { rhythmCovers, type ScheduledDocuments } from "./scheduled-gaps";
import {
  cell,
  columnFor,
  type DatedEvidence,
  datedEvidence,
  datesIn,
  filledRows,
  LISTED_ROWS,
  listRows,
  matches,
  parseDate,
  quote,
  relevantDocuments,
  rowCitation,
  tableDates,
} from "./evidence-text";

/**
 * How one requirement fares on the documents (decision 106):
 * - `met`: the evidence is there and complete; `partly`: there but incomplete (findings say what to add);
 * - `failed`: the evidence shows a breach (out of limit without action, a failing result, too old);
 * - `missing`: no document of the expected kinds and topic.
 */
export type RequirementStatus = "met" | "partly" | "failed" | "missing";

export interface RequirementOutcome {
  status: RequirementStatus;
  citations: Citation[];
  findings: FindingDraft[];
}

export interface EvidenceContext {
  documents: readonly ExtractedDocument[];
  kindOf: (document: ExtractedDocument) => DocumentKind;
  auditDate: IsoDate;
  /** Records documents whose days a schedule knows from a date on (decision 128). */
  scheduled?: ScheduledDocuments;
}

const NS = "documentAudit:";
const message = (key: string, values: Message["values"] = {}): Message => ({ key: `${NS}${key}`, values });
const finding = (key: string, values: Message["values"], citations: Citation[] = []): FindingDraft => ({
  text: message(`${key}.text`, values),
  action: message(`${key}.action`, values),
  citations,
});
const outcome = (status: RequirementStatus, citations: Citation[] = [], findings: FindingDraft[] = []) => ({
  status,
  citations,
  findings,
});

export function evaluateRequirement(requirement: EvidenceRequirement, context: EvidenceContext): RequirementOutcome {
  const documents = relevantDocuments(context.documents, context.kindOf, requirement);
  if (documents.length === 0) return outcome("missing");
  switch (requirement.kind) {
    case "document":
      return documentOutcome(requirement, documents);
    case "rows":
      return rowsOutcome(requirement, documents);
    case "limits":
      return limitsOutcome(requirement, documents);
    case "recency":
      return recencyOutcome(requirement, documents, context.auditDate);
    case "frequency":
      return frequencyOutcome(requirement, documents, context);
    case "expiry":
      return expiryOutcome(requirement, documents, context.auditDate);
    case "verification":
      return verificationOutcome(requirement, documents);
  }
}

type Of<K extends EvidenceRequirement["kind"]> = Extract<EvidenceRequirement, { kind: K }>;

/** The document naming the most elements decides; every element found is cited. */
function documentOutcome(requirement: Of<"document">, documents: ExtractedDocument[]): RequirementOutcome {
  let best: { document: ExtractedDocument; found: Citation[]; missing: string[] } | null = null;
  for (const document of documents) {
    const found: Citation[] = [];
    const missing: string[] = [];
    for (const element of requirement.elements) {
      const passage = document.passages.find((p) => matches(element.en, p.text) || matches(element.es, p.text));
      if (passage) found.push({ document: document.name, locator: passage.locator, quote: quote(passage.text) });
      else missing.push(element.id);
    }
    if (!best || found.length > best.found.length) best = { document, found, missing };
  }
  if (!best) return outcome("missing");
  if (best.missing.length === 0) return outcome("met", best.found);
  const citations = best.found.length > 0 ? best.found : [firstPassageCitation(best.document)];
  return outcome("partly", citations, [
    finding("missingElements", { document: best.document.name, elements: best.missing.join(",") }, citations),
  ]);
}

function firstPassageCitation(document: ExtractedDocument): Citation {
  const passage = document.passages.find((p) => p.text.trim() !== "");
  return passage
    ? { document: document.name, locator: passage.locator, quote: quote(passage.text) }
    : { document: document.name, locator: { kind: "paragraph", paragraph: 1 }, quote: "" };
}

/** Tables with at least two of the fields' columns (one when a single field is asked) are the record. */
function recordTables(documents: ExtractedDocument[], headers: string[]) {
  const needed = Math.min(2, headers.length);
  return documents.flatMap((document) =>
    document.tables
      .filter((t) => headers.filter((h) => columnFor(t, h) !== undefined).length >= needed)
      .filter((t) => filledRows(t).length > 0)
      .map((table) => ({ document, table })),
  );
}

/** Every row carries every field; a finding per document and field counts the rows and lists the first. */
function rowsOutcome(requirement: Of<"rows">, documents: ExtractedDocument[]): RequirementOutcome {
  const tables = recordTables(
    documents,
    requirement.fields.map((f) => f.header),
  );
  if (tables.length === 0)
    return partlyUnreadable(
      documents,
      requirement.fields.map((f) => f.id),
    );
  const citations: Citation[] = [];
  const findings: FindingDraft[] = [];
  for (const { document, table } of tables) {
    const rows = filledRows(table);
    let complete: Citation | null = null;
    const incomplete = new Set<number>();
    for (const field of requirement.fields) {
      const column = columnFor(table, field.header);
      if (column === undefined) {
        rows.forEach((r) => incomplete.add(r.row));
        findings.push(
          finding("columnMissing", { document: document.name, fields: field.id, count: rows.length }, [
            rowCitation(document, table, rows[0]!),
          ]),
        );
        continue;
      }
      const lacking = rows.filter((r) => cell(r.cells, column) === "");
      lacking.forEach((r) => incomplete.add(r.row));
      if (lacking.length > 0)
        findings.push(
          finding(
            "rowsMissingField",
            {
              document: document.name,
              fields: field.id,
              count: lacking.length,
              rows: listRows(lacking.map((r) => r.row)),
            },
            lacking.slice(0, LISTED_ROWS).map((r) => rowCitation(document, table, r)),
          ),
        );
    }
    const first = rows.find((r) => !incomplete.has(r.row));
    if (first) complete = rowCitation(document, table, first);
    citations.push(complete ?? rowCitation(document, table, rows[0]!));
  }
  return outcome(findings.length === 0 ? "met" : "partly", citations, findings);
}

/** Documents of the right kind whose tables could not be read as the record: partly, with what to add. */
function partlyUnreadable(documents: ExtractedDocument[], fields: string[]): RequirementOutcome {
  const document = documents[0]!;
  const citation = firstPassageCitation(document);
  return outcome(
    "partly",
    [citation],
    [finding("noRecordTable", { document: document.name, fields: fields.join(",") }, [citation])],
  );
}

/** A number in a cell ("38.5 °F", "2,1" stays 2.1); null when none. */
function parseNumber(text: string): number | null {
  const m = /-?\d+(?:[.,]\d+)?/.exec(text);
  return m ? Number(m[0].replace(",", ".")) : null;
}

/** A lab result as a number: "Not detected", "ND", "<1", "absent" are 0; "Detected", "positive" are 1. */
function parseLabResult(text: string): number | null {
  if (/not detected|no detectado|\bnd\b|negativ|absent|ausente|^<\s*1\b/i.test(text)) return 0;
  if (/detected|detectado|positiv|present/i.test(text)) return 1;
  return parseNumber(text);
}

/** Readings judged by the records' limit rules; a breach fails the requirement. */
function limitsOutcome(requirement: Of<"limits">, documents: ExtractedDocument[]): RequirementOutcome {
  const tables = recordTables(documents, [requirement.value.header]);
  if (tables.length === 0) return partlyUnreadable(documents, [requirement.value.id]);
  const citations: Citation[] = [];
  const findings: FindingDraft[] = [];
  for (const { document, table } of tables) {
    const valueColumn = columnFor(table, requirement.value.header);
    const actionColumn = requirement.action ? columnFor(table, requirement.action.header) : undefined;
    const breaches: ExtractedDocument["tables"][number]["rows"] = [];
    const handled: Citation[] = [];
    for (const row of filledRows(table)) {
      const raw = cell(row.cells, valueColumn);
      const { reading } = requirement;
      if (reading.type === "temperature") {
        const value = parseNumber(raw);
        if (value === null) continue;
        const judged = evaluateReadings({
          type: "temperature",
          readings: {
            location: document.name,
            reading: value,
            unit: "F",
            minLimit: reading.minLimit ?? null,
            maxLimit: reading.maxLimit ?? null,
            correctiveAction: cell(row.cells, actionColumn),
          },
        });
        if (!judged.exception) continue;
        const corrected = !judged.problems.some((p) => p.field === "correctiveAction");
        if (corrected && requirement.breach === "unless_corrected") handled.push(rowCitation(document, table, row));
        else breaches.push(row);
      } else {
        const value = parseLabResult(raw);
        if (value === null) continue;
        const judged = evaluateReadings({
          type: "water",
          readings: {
            source: "municipal",
            samplePoint: document.name,
            test: reading.test,
            result: value,
            limit: waterTests[reading.test].defaultLimit,
            lab: "",
            correctiveAction: cell(row.cells, actionColumn),
          },
        });
        if (!judged.exception) continue;
        const corrected = !judged.problems.some((p) => p.field === "correctiveAction");
        if (corrected && requirement.breach === "unless_corrected") handled.push(rowCitation(document, table, row));
        else breaches.push(row);
      }
    }
    const rows = listRows(breaches.map((r) => r.row));
    const cited = breaches.slice(0, LISTED_ROWS).map((r) => rowCitation(document, table, r));
    if (breaches.length > 0)
      findings.push(
        finding(
          requirement.breach === "always" ? "failingResult" : "outOfLimitNoAction",
          { document: document.name, count: breaches.length, rows },
          cited,
        ),
      );
    citations.push(...cited, ...handled.slice(0, LISTED_ROWS));
    if (breaches.length === 0 && handled.length === 0)
      citations.push(rowCitation(document, table, filledRows(table)[0]!));
  }
  return outcome(findings.length === 0 ? "met" : "failed", citations, findings);
}

const datedUpTo = (documents: ExtractedDocument[], header: string, auditDate: IsoDate, from?: IsoDate) =>
  documents
    .flatMap((d) => datedEvidence(d, header))
    .filter((e) => e.date <= auditDate && (from === undefined || e.date >= from));

/** The newest date on or before the audit date is within `maxAgeDays` of it. */
function recencyOutcome(requirement: Of<"recency">, documents: ExtractedDocument[], auditDate: IsoDate) {
  const dated = datedUpTo(documents, requirement.date.header, auditDate);
  if (dated.length === 0) return undated(documents);
  const newest = dated.reduce((a, b) => (b.date > a.date ? b : a));
  const days = daysBetween(newest.date, auditDate);
  if (days <= requirement.maxAgeDays) return outcome("met", [newest.citation]);
  return outcome(
    "failed",
    [newest.citation],
    [
      finding(
        "stale",
        { document: newest.citation.document, date: newest.date, days, maxDays: requirement.maxAgeDays },
        [newest.citation],
      ),
    ],
  );
}

function undated(documents: ExtractedDocument[]): RequirementOutcome {
  const citation = firstPassageCitation(documents[0]!);
  return outcome("partly", [citation], [finding("undated", { document: documents[0]!.name }, [citation])]);
}

/**
 * Expected entry dates between the first and last date found that have no entry. Weekly entries may slip a
 * few days: a gap of d days misses round(d / 7) − 1 weeks, dated a week apart from the entry before it.
 */
export function missingDates(dates: readonly IsoDate[], every: Of<"frequency">["every"]): IsoDate[] {
  const sorted = [...new Set(dates)].sort();
  const missing: IsoDate[] = [];
  for (let i = 1; i < sorted.length; i += 1) {
    const [previous, next] = [sorted[i - 1]!, sorted[i]!];
    if (every === "week") {
      const weeks = Math.round(daysBetween(previous, next) / 7) - 1;
      for (let k = 1; k <= weeks; k += 1) missing.push(addCalendarDays(previous, 7 * k));
      continue;
    }
    for (let d = addCalendarDays(previous, 1); d < next; d = addCalendarDays(d, 1)) {
      if (every === "working_day" && isWeekend(d)) continue;
      missing.push(d);
    }
  }
  return missing;
}

/**
 * Entries on every expected day or week between the first and the last within the lookback. Dates a
 * schedule at least as frequent knows (`scheduled`) are cited but not guessed from: its missed logs name
 * those gaps.
 */
function frequencyOutcome(requirement: Of<"frequency">, documents: ExtractedDocument[], context: EvidenceContext) {
  const { auditDate } = context;
  const from = addCalendarDays(auditDate, -requirement.lookbackDays);
  const dated: DatedEvidence[] = datedUpTo(documents, requirement.date.header, auditDate, from);
  if (dated.length === 0) return undated(documents);
  const sorted = [...dated].sort((a, b) => a.date.localeCompare(b.date));
  const [first, last] = [sorted[0]!, sorted[sorted.length - 1]!];
  const citations = first === last ? [first.citation] : [first.citation, last.citation];
  const guessed = sorted.filter((e) => {
    const known = context.scheduled?.get(e.citation.document);
    return !known || !rhythmCovers(known.rhythm, requirement.every) || e.date < known.since;
  });
  const gaps = missingDates(
    guessed.map((e) => e.date),
    requirement.every,
  );
  if (gaps.length === 0) return outcome("met", citations);
  const names = [...new Set(guessed.map((e) => e.citation.document))].join(", ");
  return gapOutcome(
    requirement.every === "week" ? "weeksWithoutEntry" : "daysWithoutEntry",
    { document: names, from: guessed[0]!.date, to: guessed[guessed.length - 1]!.date },
    gaps,
    citations,
  );
}

/**
 * Dates that should have an entry and have none make the evidence incomplete (`partly`): one finding
 * counts them and lists the first few. The frequency rule's gaps (guessed from the rhythm of the dates
 * found) and a schedule's missed logs (known from the schedule, decision 128) both end here.
 */
export function gapOutcome(
  key: string,
  values: Message["values"],
  gaps: readonly IsoDate[],
  citations: Citation[],
): RequirementOutcome {
  const dates = gaps.slice(0, LISTED_ROWS).join(", ") + (gaps.length > LISTED_ROWS ? ", …" : "");
  return outcome("partly", citations, [finding(key, { ...values, count: gaps.length, dates }, citations)]);
}

/** Expiry dates: the expiry column of tables, else dates in sentences that say when the document expires. */
function expiryDates(requirement: Of<"expiry">, document: ExtractedDocument): DatedEvidence[] {
  const fromTables = tableDates(document, requirement.expires.header);
  if (fromTables.length > 0) return fromTables;
  return document.passages
    .filter((p) => matches(requirement.expiresText, p.text))
    .flatMap((p) =>
      datesIn(p.text).map((date) => ({
        date,
        citation: { document: document.name, locator: p.locator, quote: quote(p.text) },
      })),
    );
}

/** Every certificate is current on the audit date; each document with an expired one gets a finding. */
function expiryOutcome(requirement: Of<"expiry">, documents: ExtractedDocument[], auditDate: IsoDate) {
  const citations: Citation[] = [];
  const findings: FindingDraft[] = [];
  let found = false;
  for (const document of documents) {
    const dated = expiryDates(requirement, document);
    if (dated.length === 0) continue;
    found = true;
    const expired = dated.filter((d) => d.date < auditDate);
    if (expired.length === 0) {
      citations.push(dated[0]!.citation);
      continue;
    }
    const cited = expired.slice(0, LISTED_ROWS).map((d) => d.citation);
    citations.push(...cited);
    const first = [...expired].sort((a, b) => a.date.localeCompare(b.date))[0]!;
    findings.push(finding("expired", { document: document.name, count: expired.length, date: first.date }, cited));
  }
  if (!found) return undated(documents);
  return outcome(findings.length === 0 ? "met" : "failed", citations, findings);
}

/** Each dated row verified within the working days allowed; the date column is not the verification one. */
function verificationOutcome(requirement: Of<"verification">, documents: ExtractedDocument[]): RequirementOutcome {
  const citations: Citation[] = [];
  const findings: FindingDraft[] = [];
  let judged = false;
  for (const document of documents) {
    for (const table of document.tables) {
      const verifiedColumn = columnFor(table, requirement.verifiedOn.header);
      const dateColumn = table.columns.find((c) => c !== verifiedColumn && matches(requirement.date.header, c));
      if (verifiedColumn === undefined || dateColumn === undefined) continue;
      const late: ExtractedDocument["tables"][number]["rows"] = [];
      let onTime: Citation | null = null;
      for (const row of filledRows(table)) {
        const date = parseDate(cell(row.cells, dateColumn));
        if (!date) continue;
        judged = true;
        const verified = parseDate(cell(row.cells, verifiedColumn));
        if (verified && verified <= addWorkingDays(date, requirement.withinWorkingDays))
          onTime ??= rowCitation(document, table, row);
        else late.push(row);
      }
      if (onTime) citations.push(onTime);
      if (late.length === 0) continue;
      const cited = late.slice(0, LISTED_ROWS).map((r) => rowCitation(document, table, r));
      citations.push(...cited);
      findings.push(
        finding(
          "lateVerification",
          {
            document: document.name,
            count: late.length,
            rows: listRows(late.map((r) => r.row)),
            days: requirement.withinWorkingDays,
          },
          cited,
        ),
      );
    }
  }
  if (!judged) return outcome("missing");
  return outcome(findings.length === 0 ? "met" : "partly", citations, findings);
}
