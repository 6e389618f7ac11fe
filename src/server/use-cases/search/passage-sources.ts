import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { builtinCatalogue, builtinCatalogueWords } from "../../../domain/catalogue";
import { localDate } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import { builtinTemplates } from "../../../domain/library/templates";
import { templateWords } from "../library/template-words";
import { screenLinks } from "../../../domain/overview/screen-links";
import type { Db } from "../../db/client";
import { extractUpload } from "../../document-audit/extract/extract-upload";
import type { OcrEngine } from "../../document-audit/extract/ocr";
import type { Passage as FilePassage } from "../../../domain/document-audit/contract";
import {
  attachmentOcr,
  attachments,
  auditFindings,
  documentAuditDocuments,
  documentAudits,
  documentTemplates,
  employees,
  evidencePacks,
  externalAuditReports,
  externalAudits,
  fspSections,
  holds,
  incidents,
  internalAuditItems,
  internalAudits,
  monitoringRecords,
  sites,
  sops,
  supplierDocuments,
  suppliers,
  supplierSites,
  trainingModules,
  trainingSessions,
  traceEvents,
  traceLots,
  traceProducts,
  users,
} from "../../db/schema";
import { t, type ServerMessageKey } from "../../i18n/catalogue";
import { holdReasons, recordTypeSearchWords } from "../../../domain/records/catalogue";
import { jobRoleLabels } from "../../../domain/employees/job-roles";

/** One row of the search index as a source builds it (search_passages, decision 139). */
export interface PassageRow {
  organisationId: string | null;
  siteId: string | null;
  kind: string;
  sourceId: string;
  position: number;
  title: string;
  body: string;
  codes: string;
  url: string;
  language: "en" | "es";
  occurredOn: string | null;
  boost: number;
}

/**
 * One kind of thing the index holds. `build` makes the passages of the organisation's sources with
 * these ids (all of them when `ids` is null); an id whose source is gone, archived or not searchable
 * builds nothing, so reindexing it removes its passages. `entities` names the audit-event entity types
 * whose writes change this kind: "self" when the event's entity id is the source's id, "all" when the
 * kind is rebuilt for the organisation (small kinds whose events name a child row), or a function giving
 * the ids of the sources the entity changes.
 */
/** The ids of the rows of `table` whose `column` is the event's entity (sources that show a parent's name). */
const childIds =
  (table: PgTable, idColumn: PgColumn, orgColumn: PgColumn, column: PgColumn): SourceIdsOf =>
  async (db, organisationId, entityId) => {
    const rows = await db
      .select({ id: idColumn })
      .from(table)
      .where(and(eq(orgColumn, organisationId), eq(column, entityId)));
    return rows.map((r) => String(r.id));
  };

/** The ids of a kind's sources an event's entity changes (a SOP's files when the SOP is archived). */
export type SourceIdsOf = (db: Db, organisationId: string, entityId: string) => Promise<string[]>;

export interface PassageSource {
  kind: string;
  entities: Record<string, "self" | "all" | SourceIdsOf>;
  build(db: Db, organisationId: string, ids: string[] | null): Promise<PassageRow[]>;
}

const en = (key: string, values?: Record<string, string | number>) => t("en", key as ServerMessageKey, values);
const es = (key: string) => t("es", key as ServerMessageKey);
const words = (...parts: (string | number | null | undefined | false)[]) =>
  parts.filter((p) => p !== null && p !== undefined && p !== false && p !== "").join(" · ");
const isoDay = (value: Date | string | null | undefined, timezone = "UTC") =>
  value == null ? null : typeof value === "string" ? value.slice(0, 10) : localDate(value, timezone);

/** `column in ids` when ids are given; nothing (every row) when null. */
const within = (column: Parameters<typeof inArray>[0], ids: string[] | null): SQL | undefined =>
  ids ? inArray(column, ids) : undefined;

/**
 * A long text as passages of whole paragraphs up to about `size` characters, so a quote points at its
 * place in the document (position = the window's number).
 */
export function textWindows(text: string, size = 700): string[] {
  const paragraphs = text
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const windows: string[] = [];
  let current = "";
  for (const paragraph of paragraphs) {
    if (current && current.length + paragraph.length + 1 > size) {
      windows.push(current);
      current = "";
    }
    if (paragraph.length > size * 2) {
      // One very long paragraph: cut at sentence ends.
      for (const sentence of paragraph.split(/(?<=[.!?])\s+/)) {
        if (current && current.length + sentence.length + 1 > size) {
          windows.push(current);
          current = "";
        }
        current = current ? `${current} ${sentence}` : sentence;
      }
    } else current = current ? `${current}\n${paragraph}` : paragraph;
  }
  if (current) windows.push(current);
  return windows.length ? windows : [""];
}

/** The readings of a record as "label value" words: every value people typed, lot numbers included. */
function readingWords(readings: unknown): string[] {
  const out: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((v) => visit(v, key));
    else if (typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
    else out.push(key ? `${key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()} ${String(value)}` : String(value));
  };
  visit(readings);
  return out;
}

/** Values of a record's readings that look like codes (lot numbers and the like), for trigram matching. */
function readingCodes(readings: unknown): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
    else if (typeof value === "string" && /\d/.test(value) && /^[\w./-]{3,40}$/.test(value)) out.push(value);
  };
  visit(readings);
  return out;
}

const recordSource: PassageSource = {
  kind: "record",
  entities: { monitoring_record: "self" },
  async build(db, organisationId, ids) {
    const r = monitoringRecords;
    const rows = await db
      .select({
        id: r.id,
        siteId: r.siteId,
        type: r.type,
        clauseId: r.clauseId,
        occurredAt: r.occurredAt,
        performedBy: r.performedBy,
        readings: r.readings,
        summary: r.summary,
        exception: r.exception,
        notes: r.notes,
        status: r.status,
        createdByName: r.createdByName,
        reviewedByName: r.reviewedByName,
        reviewedAt: r.reviewedAt,
        reviewNotes: r.reviewNotes,
        timezone: sites.timezone,
      })
      .from(r)
      .innerJoin(sites, eq(sites.id, r.siteId))
      .where(and(eq(r.organisationId, organisationId), within(r.id, ids)));
    return rows.map((row) => {
      const day = localDate(row.occurredAt, row.timezone);
      const type = en(`screens:recordType.${row.type}`);
      return {
        organisationId,
        siteId: row.siteId,
        kind: "record",
        sourceId: row.id,
        position: 0,
        title: `${type} ${row.clauseId} ${day}`,
        body: words(
          row.type === "custom" ? "" : recordTypeSearchWords[row.type],
          row.summary,
          ...readingWords(row.readings),
          row.exception && "exception",
          row.notes,
          `performed by ${row.performedBy}`,
          `entered by ${row.createdByName}`,
          row.status === "verified" && row.reviewedByName
            ? `verified by ${row.reviewedByName} on ${isoDay(row.reviewedAt, row.timezone)}`
            : row.status === "rejected" && row.reviewedByName
              ? `rejected by ${row.reviewedByName} on ${isoDay(row.reviewedAt, row.timezone)}`
              : "pending verification",
          row.reviewNotes,
        ),
        codes: [row.clauseId, ...readingCodes(row.readings)].join(" "),
        url: screenLinks.record(row.id),
        language: "en" as const,
        occurredOn: day,
        boost: 0,
      };
    });
  },
};

const incidentSource: PassageSource = {
  kind: "incident",
  entities: { incident: "self" },
  async build(db, organisationId, ids) {
    const i = incidents;
    const rows = await db
      .select({ incident: i, timezone: sites.timezone })
      .from(i)
      .innerJoin(sites, eq(sites.id, i.siteId))
      .where(and(eq(i.organisationId, organisationId), within(i.id, ids)));
    return rows.map(({ incident: row, timezone }) => ({
      organisationId,
      siteId: row.siteId,
      kind: "incident",
      sourceId: row.id,
      position: 0,
      title: row.title,
      body: words(
        row.description,
        `immediate action: ${row.immediateAction}`,
        `severity ${row.severity}`,
        `status ${row.status}`,
        `reported by ${row.reportedByName}`,
        row.correctedByName && `corrected by ${row.correctedByName}`,
        row.statusNote,
      ),
      codes: row.clauseId,
      url: screenLinks.incident(row.id),
      language: "en" as const,
      occurredOn: isoDay(row.reportedAt, timezone),
      boost: 0,
    }));
  },
};

const holdSource: PassageSource = {
  kind: "hold",
  entities: { hold: "self" },
  async build(db, organisationId, ids) {
    const h = holds;
    const rows = await db
      .select({ hold: h, timezone: sites.timezone })
      .from(h)
      .innerJoin(sites, eq(sites.id, h.siteId))
      .where(and(eq(h.organisationId, organisationId), within(h.id, ids)));
    return rows.flatMap(({ hold: row, timezone }) => {
      const passage = {
        organisationId,
        siteId: row.siteId,
        kind: "hold",
        sourceId: row.id,
        position: 0,
        title: row.lotCode ? `${row.itemName} ${row.lotCode}` : row.itemName,
        body: words(
          `${row.type} hold: ${row.reason}`,
          row.lotCode && `lot ${row.lotCode}`,
          `${row.quantity} ${row.unit}`,
          row.notes,
          `placed on hold by ${row.holdByName} on ${isoDay(row.holdAt, timezone)}`,
          row.status === "released" && `released by ${row.releasedByName} on ${isoDay(row.releasedAt, timezone)}`,
          row.releaseNotes,
        ),
        codes: [row.lotCode, row.itemName].filter(Boolean).join(" "),
        url: screenLinks.hold(row.id),
        language: "en" as const,
        occurredOn: isoDay(row.holdAt, timezone),
        boost: 0,
      };
      // Its type and reason as the Spanish screens word them.
      const spanish = words(
        es(`screens:search.holdType.${row.type}`),
        (holdReasons as readonly string[]).includes(row.reason) && es(`screens:search.holdReason.${row.reason}`),
      );
      return [passage, { ...passage, position: 1, body: spanish, language: "es" as const }];
    });
  },
};

/** Current SOPs (not archived) in paragraph windows; Spanish when the SOP is written in Spanish only. */
const sopSource: PassageSource = {
  kind: "sop",
  entities: { sop: "self" },
  async build(db, organisationId, ids) {
    const s = sops;
    const rows = await db
      .select()
      .from(s)
      .where(and(eq(s.organisationId, organisationId), ne(s.status, "archived"), within(s.id, ids)));
    return rows.flatMap((row) => {
      const language = row.languages.includes("EN") || !row.languages.includes("ES") ? "en" : "es";
      const head = words(row.category, ...row.tags, ...row.clauseIds);
      const windows = textWindows(row.body).map((text, position) => ({
        organisationId,
        siteId: row.siteId,
        kind: "sop",
        sourceId: row.id,
        position,
        title: row.title,
        body: position === 0 ? `${text}\n${head}` : text,
        codes: row.clauseIds.join(" "),
        url: screenLinks.sop(row.id),
        language: language as "en" | "es",
        occurredOn: isoDay(row.updatedAt),
        boost: row.status === "active" ? 0.05 : 0,
      }));
      // Its category as the Spanish screens word it (the command palette's Spanish readers find it so).
      const label = { ...windows[0]!, position: windows.length, language: "es" as const };
      return [...windows, { ...label, body: es(`screens:search.sopCategory.${row.category}`) }];
    });
  },
};

/** Reads files without OCR: the index is built inside a write's transaction, where a scan is not read. */
const noOcr: OcrEngine = { recognise: async () => [], close: async () => {} };

/**
 * A file's passages as windows of whole paragraphs, each window within one page where the file has pages
 * (a PDF, a scan), so its link can open the file at that page.
 */
export function fileWindows(passages: FilePassage[]): { page: number | null; body: string }[] {
  const groups: { page: number | null; texts: string[] }[] = [];
  for (const passage of passages) {
    if (!passage.text.trim()) continue;
    const page = passage.locator.kind === "page" ? passage.locator.page : null;
    const last = groups.at(-1);
    if (last && last.page === page) last.texts.push(passage.text);
    else groups.push({ page, texts: [passage.text] });
  }
  return groups.flatMap((g) => textWindows(g.texts.join("\n\n")).map((body) => ({ page: g.page, body })));
}

/** Words of a text that look like codes (certificate, lot and batch numbers), for trigram matching. */
export function textCodes(text: string): string[] {
  const codes = text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((w) => /\d/.test(w) && /\p{L}/u.test(w) && /^[\w./-]{3,40}$/.test(w));
  return [...new Set(codes)].slice(0, 40);
}

/** The link opening a stored file at a page: shown in the browser (a PDF at the page), else downloaded. */
export function fileLink(id: string, contentType: string, page: number | null): string {
  if (contentType === "application/pdf") return `/api/files/${id}?inline=1#page=${page ?? 1}`;
  if (contentType.startsWith("image/")) return `/api/files/${id}?inline=1`;
  return `/api/files/${id}`;
}

/**
 * The documents filed or attached to current SOPs (inbox filings, uploads), by their extracted text as the
 * document audit reads uploads (PDF, Word, Excel, CSV), in paragraph windows within a page. A scan or photo
 * has no text layer: its text is the one the `file-ocr` job read (decision 157), once it is done.
 * One source per file; an attachment event names the file (its SOP's own events rebuild the SOP's files).
 */
const sopFileSource: PassageSource = {
  kind: "sop_file",
  entities: {
    attachment: "self",
    // An SOP's edit or archiving: its files follow (their passages carry its title, site and status).
    sop: async (db, organisationId, sopId) =>
      (
        await db
          .select({ id: attachments.id })
          .from(attachments)
          .where(
            and(
              eq(attachments.organisationId, organisationId),
              eq(attachments.ownerType, "sop"),
              eq(attachments.ownerId, sopId),
            ),
          )
      ).map((r) => r.id),
  },
  async build(db, organisationId, ids) {
    const a = attachments;
    const rows = await db
      .select({
        id: a.id,
        filename: a.filename,
        contentType: a.contentType,
        data: a.data,
        createdAt: a.createdAt,
        sopId: sops.id,
        sopTitle: sops.title,
        siteId: sops.siteId,
        clauseIds: sops.clauseIds,
        languages: sops.languages,
        ocrStatus: attachmentOcr.status,
        ocrPassages: attachmentOcr.passages,
      })
      .from(a)
      .innerJoin(sops, and(eq(sops.id, a.ownerId), eq(sops.organisationId, a.organisationId)))
      .leftJoin(attachmentOcr, eq(attachmentOcr.attachmentId, a.id))
      .where(
        and(
          eq(a.organisationId, organisationId),
          eq(a.ownerType, "sop"),
          ne(sops.status, "archived"),
          within(a.id, ids),
        ),
      );
    const out: PassageRow[] = [];
    for (const row of rows) {
      const { documents } = await extractUpload([{ name: row.filename, bytes: new Uint8Array(row.data) }], noOcr);
      let passages = documents.flatMap((d) => d.passages);
      if (!passages.some((p) => p.text.trim()) && row.ocrStatus === "done") passages = row.ocrPassages ?? [];
      fileWindows(passages).forEach(({ page, body }, position) =>
        out.push({
          organisationId,
          siteId: row.siteId,
          kind: "sop_file",
          sourceId: row.id,
          position,
          title: `${row.sopTitle}: ${row.filename}`,
          body,
          codes: [row.filename, ...row.clauseIds, ...textCodes(body)].join(" "),
          url: fileLink(row.id, row.contentType, page),
          language: row.languages.includes("EN") || !row.languages.includes("ES") ? "en" : "es",
          occurredOn: isoDay(row.createdAt),
          boost: 0,
        }),
      );
    }
    return out;
  },
};

/** The Food Safety Plan: each section in paragraph windows (events name the plan or a section). */
const fspSource: PassageSource = {
  kind: "fsp",
  entities: { fsp: "all", fsp_section: "all", fsp_signature: "all" },
  async build(db, organisationId, ids) {
    const f = fspSections;
    const rows = await db
      .select()
      .from(f)
      .where(and(eq(f.organisationId, organisationId), within(f.id, ids)));
    return rows.flatMap((row) => {
      const elements = row.elements.map((e) => Object.values(e as object).filter((v) => typeof v === "string"));
      const text = [row.content, ...elements.map((e) => e.join(" "))].join("\n\n");
      return textWindows(text).map((passage, position) => ({
        organisationId,
        siteId: row.siteId,
        kind: "fsp",
        sourceId: row.id,
        position,
        title: `Food Safety Plan: ${row.title}`,
        body: passage,
        codes: row.key,
        url: `/app/library/fsp?section=${encodeURIComponent(row.key)}`,
        language: "en" as const,
        occurredOn: isoDay(row.updatedAt),
        boost: 0,
      }));
    });
  },
};

/** The organisation's active document templates (built-in definitions). */
const templateSource: PassageSource = {
  kind: "template",
  entities: { document_template: "self" },
  async build(db, organisationId, ids) {
    const dt = documentTemplates;
    const rows = await db
      .select()
      .from(dt)
      .where(and(eq(dt.organisationId, organisationId), eq(dt.status, "active"), within(dt.id, ids)));
    return rows.flatMap((row) => {
      const def = builtinTemplates.find((d) => d.key === row.key);
      if (!def) return [];
      return [
        {
          organisationId,
          siteId: null,
          kind: "template",
          sourceId: row.id,
          position: 0,
          title: def.name,
          body: words(
            def.description,
            def.category,
            def.type,
            def.format,
            def.instructions,
            def.columns.map((c) => c.header).join(", "),
            def.clauses.join(" "),
          ),
          codes: [def.code, ...def.clauses].join(" "),
          url: screenLinks.template(row.id),
          language: "en" as const,
          occurredOn: null,
          boost: 0,
        },
        {
          organisationId,
          siteId: null,
          kind: "template",
          sourceId: row.id,
          position: 1,
          title: templateWords("es", def).name,
          body: words(
            templateWords("es", def).description,
            es(`screens:search.templateCategory.${def.category.replaceAll(" ", "")}`),
            es(`screens:search.templateType.${def.type}`),
          ),
          codes: def.code,
          url: screenLinks.template(row.id),
          language: "es" as const,
          occurredOn: null,
          boost: 0,
        },
      ];
    });
  },
};

/** The files of finished document audits, from the passages their extraction already made. */
const documentAuditFileSource: PassageSource = {
  kind: "document_audit_file",
  entities: { document_audit: "self" },
  async build(db, organisationId, ids) {
    const d = documentAuditDocuments;
    const rows = await db
      .select({
        id: d.id,
        auditId: d.auditId,
        name: d.name,
        passages: d.passages,
        siteId: documentAudits.siteId,
        auditDate: documentAudits.auditDate,
      })
      .from(d)
      .innerJoin(documentAudits, eq(documentAudits.id, d.auditId))
      .where(and(eq(d.organisationId, organisationId), within(d.auditId, ids)));
    return rows.flatMap((row) =>
      row.passages
        .filter((p) => p.text.trim())
        .map((p, position) => ({
          organisationId,
          siteId: row.siteId,
          kind: "document_audit_file",
          // One source per audit, so a rerun or deletion of the audit replaces all its files' passages.
          sourceId: row.auditId,
          position,
          title: row.name,
          body: p.text.replace(/\s+/g, " ").trim(),
          codes: row.name,
          url: `/app/audits/documents?audit=${row.auditId}&document=${row.id}&passage=${position}`,
          language: "en" as const,
          occurredOn: isoDay(row.auditDate),
          boost: 0,
        })),
    );
  },
};

const evidencePackSource: PassageSource = {
  kind: "evidence_pack",
  entities: { evidence_pack: "self" },
  async build(db, organisationId, ids) {
    const p = evidencePacks;
    const rows = await db
      .select()
      .from(p)
      .where(and(eq(p.organisationId, organisationId), ne(p.status, "failed"), within(p.id, ids)));
    return rows.map((row) => ({
      organisationId,
      siteId: row.siteId,
      kind: "evidence_pack",
      sourceId: row.id,
      position: 0,
      title: row.name,
      body: words(
        `evidence pack for ${isoDay(row.periodFrom)} to ${isoDay(row.periodTo)}`,
        `clauses ${row.clauses.join(", ")}`,
        `requested by ${row.requestedByName}`,
        row.format,
      ),
      codes: row.clauses.join(" "),
      url: `/app/audits/evidence?pack=${row.id}`,
      language: "en" as const,
      occurredOn: isoDay(row.createdAt),
      boost: 0,
    }));
  },
};

/** Training sessions: who was trained on what, by whom, when and with what score, in English and in Spanish. */
const trainingSource: PassageSource = {
  kind: "training",
  // A session's passages name its employee and module: their edits (and imports) rebuild them.
  entities: {
    training_session: "self",
    employee: childIds(
      trainingSessions,
      trainingSessions.id,
      trainingSessions.organisationId,
      trainingSessions.employeeId,
    ),
    employee_import: "all",
    training_module: childIds(
      trainingSessions,
      trainingSessions.id,
      trainingSessions.organisationId,
      trainingSessions.moduleId,
    ),
  },
  async build(db, organisationId, ids) {
    const s = trainingSessions;
    const rows = await db
      .select({
        id: s.id,
        siteId: s.siteId,
        score: s.score,
        passed: s.passed,
        location: s.location,
        trainerName: s.trainerName,
        createdAt: s.createdAt,
        employee: employees.name,
        employeeCode: employees.employeeCode,
        module: trainingModules.title,
        clauses: trainingModules.clauses,
        timezone: sites.timezone,
      })
      .from(s)
      .innerJoin(employees, eq(employees.id, s.employeeId))
      .innerJoin(trainingModules, eq(trainingModules.id, s.moduleId))
      .innerJoin(sites, eq(sites.id, s.siteId))
      .where(and(eq(s.organisationId, organisationId), within(s.id, ids)));
    return rows.flatMap((row) => {
      const day = localDate(row.createdAt, row.timezone);
      const values = {
        employee: row.employee,
        module: row.module,
        score: row.score,
        date: day,
        location: row.location,
      };
      return (["en", "es"] as AppLocale[]).map((locale) => ({
        organisationId,
        siteId: row.siteId,
        kind: "training",
        sourceId: row.id,
        position: locale === "en" ? 0 : 1,
        title: t(locale, "screens:searchIndex.training.title", values),
        body: words(
          t(locale, row.passed ? "screens:searchIndex.training.passed" : "screens:searchIndex.training.failed", values),
          row.trainerName && t(locale, "screens:searchIndex.training.trainer", { trainer: row.trainerName }),
        ),
        codes: [row.employeeCode, row.employee, row.trainerName, ...row.clauses].filter(Boolean).join(" "),
        url: `/app/training/sessions?session=${row.id}`,
        language: locale as "en" | "es",
        occurredOn: day,
        boost: 0,
      }));
    });
  },
};

/** Internal audits with their findings, observations and notes (events name the audit, an item or a finding). */
const internalAuditSource: PassageSource = {
  kind: "audit",
  entities: { internal_audit: "self", internal_audit_item: "all", audit_finding: "all" },
  async build(db, organisationId, ids) {
    const a = internalAudits;
    const audits = await db
      .select({ audit: a, auditor: users.name })
      .from(a)
      .leftJoin(users, eq(users.id, a.auditorId))
      .where(and(eq(a.organisationId, organisationId), within(a.id, ids)));
    if (!audits.length) return [];
    const auditIds = audits.map((x) => x.audit.id);
    const items = await db
      .select()
      .from(internalAuditItems)
      .where(and(eq(internalAuditItems.organisationId, organisationId), inArray(internalAuditItems.auditId, auditIds)));
    const findings = await db
      .select()
      .from(auditFindings)
      .where(and(eq(auditFindings.organisationId, organisationId), inArray(auditFindings.auditId, auditIds)));
    return audits.flatMap(({ audit, auditor }) => {
      const noted = items
        .filter((i) => i.auditId === audit.id && (i.answer === "finding" || i.answer === "observation" || i.notes))
        .map((i) => words(`${i.clauseId} ${i.answer ?? ""}`, i.requirement, i.notes));
      const found = findings
        .filter((f) => f.auditId === audit.id)
        .map((f) => words(`finding ${f.clauseId}: ${f.title}`, f.summary, `status ${f.status}`, `due ${f.dueDate}`));
      const head = words(
        `${audit.type} internal audit on ${audit.auditDate}`,
        auditor && `auditor ${auditor}`,
        `status ${audit.status}`,
        audit.scorePercent != null && `score ${Math.round(audit.scorePercent)}%`,
      );
      return textWindows([head, ...found, ...noted].join("\n\n")).map((body, position) => ({
        organisationId,
        siteId: audit.siteId,
        kind: "audit",
        sourceId: audit.id,
        position,
        title: `Internal audit ${audit.auditDate}`,
        body,
        codes: [...new Set([...found, ...noted].map((x) => x.split(" ")[0]))].join(" "),
        url: screenLinks.internalAudit(audit.id),
        language: "en" as const,
        occurredOn: isoDay(audit.auditDate),
        boost: 0,
      }));
    });
  },
};

const externalAuditSource: PassageSource = {
  kind: "external_audit",
  entities: { external_audit: "self" },
  async build(db, organisationId, ids) {
    const x = externalAudits;
    const rows = await db
      .select()
      .from(x)
      .where(and(eq(x.organisationId, organisationId), within(x.id, ids)));
    if (!rows.length) return [];
    const reports = await db
      .select()
      .from(externalAuditReports)
      .where(
        and(
          eq(externalAuditReports.organisationId, organisationId),
          inArray(
            externalAuditReports.externalAuditId,
            rows.map((r) => r.id),
          ),
        ),
      );
    return rows.map((row) => {
      const report = reports.filter((r) => r.externalAuditId === row.id).at(-1);
      return {
        organisationId,
        siteId: row.siteId,
        kind: "external_audit",
        sourceId: row.id,
        position: 0,
        title: `${row.scheme} ${row.auditType} audit by ${row.certificationBody}`,
        body: words(
          `scheduled ${isoDay(row.scheduledDate)}`,
          `auditor ${row.auditor}`,
          `status ${row.status}`,
          report &&
            `report ${report.status} on ${isoDay(report.auditDate)}: score ${report.score}, ${report.findings} findings, ${report.observations} observations`,
          report?.expiryDate && `certificate expires ${isoDay(report.expiryDate)}`,
          row.responseNotes,
        ),
        codes: [row.certificationBody, row.auditor].join(" "),
        url: screenLinks.externalAudit(row.id),
        language: "en" as const,
        occurredOn: isoDay(report?.auditDate ?? row.scheduledDate),
        boost: 0,
      };
    });
  },
};

/** The built-in clause catalogue, shared by every organisation: a passage in English and one in Spanish. */
export function cataloguePassages(): PassageRow[] {
  const c = builtinCatalogue;
  return c.clauses.flatMap((clause) =>
    (["en", "es"] as AppLocale[]).map((locale) => {
      const title = builtinCatalogueWords.clauseTitle(c.id, clause.id, locale, clause.title);
      const module = c.modules.find((m) => m.id === clause.module);
      const moduleName = module ? builtinCatalogueWords.moduleName(c.id, module.id, locale, module.name) : "";
      const groups = clause.tags.map((tag) => {
        const group = c.groups.find((g) => g.tag === tag);
        return group ? builtinCatalogueWords.groupName(c.id, tag, locale, group.name) : tag;
      });
      return {
        organisationId: null,
        siteId: null,
        kind: "clause",
        sourceId: clause.id,
        position: locale === "en" ? 0 : 1,
        title: `${clause.id} ${title}`,
        body: words(
          title,
          moduleName,
          ...groups,
          t(locale, "screens:search.clause.subtitle", {
            module: clause.module,
            count: clause.points,
          }),
        ),
        codes: clause.id,
        url: `/app/records/monitoring?clause=${encodeURIComponent(clause.id)}`,
        language: locale as "en" | "es",
        occurredOn: null,
        boost: 0,
      };
    }),
  );
}

/** Suppliers (organisation-wide, or the sites they serve) and their documents. */
const supplierSource: PassageSource = {
  kind: "supplier",
  entities: { supplier: "self" },
  async build(db, organisationId, ids) {
    const s = suppliers;
    const rows = await db
      .select()
      .from(s)
      .where(and(eq(s.organisationId, organisationId), within(s.id, ids)));
    if (!rows.length) return [];
    const served = await db
      .select({ supplierId: supplierSites.supplierId, siteId: supplierSites.siteId })
      .from(supplierSites)
      .where(eq(supplierSites.organisationId, organisationId));
    return rows.flatMap((row) => {
      const siteIds = served.filter((x) => x.supplierId === row.id).map((x) => x.siteId);
      // Served by one site: only that site's members find it; by several or none: everyone.
      const siteId = siteIds.length === 1 ? siteIds[0]! : null;
      return [
        {
          organisationId,
          siteId,
          kind: "supplier",
          sourceId: row.id,
          position: 0,
          title: row.name,
          body: words(
            `${row.category} supplier`,
            `risk ${row.riskLevel}`,
            `status ${row.status.replaceAll("_", " ")}`,
            row.statusReason,
            row.statusChangedByName && `status set by ${row.statusChangedByName}`,
            row.notes,
          ),
          codes: row.name,
          url: screenLinks.supplier(row.id),
          language: "en" as const,
          occurredOn: isoDay(row.updatedAt),
          boost: 0,
        },
      ];
    });
  },
};

const supplierDocumentSource: PassageSource = {
  kind: "supplier_document",
  // A document's title names its supplier: a supplier's edit rebuilds its documents.
  entities: {
    supplier_document: "self",
    supplier: childIds(
      supplierDocuments,
      supplierDocuments.id,
      supplierDocuments.organisationId,
      supplierDocuments.supplierId,
    ),
  },
  async build(db, organisationId, ids) {
    const d = supplierDocuments;
    const rows = await db
      .select({ doc: d, supplier: suppliers.name })
      .from(d)
      .innerJoin(suppliers, eq(suppliers.id, d.supplierId))
      .where(and(eq(d.organisationId, organisationId), within(d.id, ids)));
    return rows.map(({ doc, supplier }) => ({
      organisationId,
      siteId: null,
      kind: "supplier_document",
      sourceId: doc.id,
      position: 0,
      title: `${supplier}: ${doc.type.replaceAll("_", " ")} v${doc.version}`,
      body: words(
        doc.issuedOn && `issued ${isoDay(doc.issuedOn)}`,
        doc.expiresOn && `expires ${isoDay(doc.expiresOn)}`,
        doc.score && `score ${doc.score}`,
        `state ${doc.state.replaceAll("_", " ")}`,
        `uploaded by ${doc.uploadedByName}`,
        doc.reviewedByName && `reviewed by ${doc.reviewedByName}`,
        doc.reviewReason,
        doc.notes,
      ),
      codes: supplier,
      url: `${screenLinks.supplier(doc.supplierId)}&document=${doc.id}`,
      language: "en" as const,
      occurredOn: isoDay(doc.issuedOn ?? doc.createdAt),
      boost: 0,
    }));
  },
};

/** Trace lots by their traceability lot code and product (events name the capture that made them). */
const lotSource: PassageSource = {
  kind: "lot",
  entities: { trace_event: "all", trace_product: "all" },
  async build(db, organisationId, ids) {
    const l = traceLots;
    const rows = await db
      .select({
        id: l.id,
        siteId: l.siteId,
        tlc: l.tlc,
        origin: l.origin,
        createdAt: l.createdAt,
        product: traceProducts.product,
        timezone: sites.timezone,
      })
      .from(l)
      .innerJoin(sites, eq(sites.id, l.siteId))
      .innerJoin(traceEvents, eq(traceEvents.id, l.eventId))
      .leftJoin(traceProducts, eq(traceProducts.id, traceEvents.productId))
      .where(and(eq(l.organisationId, organisationId), within(l.id, ids)));
    return rows.map((row) => {
      const name = row.product
        ? Object.values(row.product)
            .filter((v) => typeof v === "string")
            .join(" ")
        : "";
      return {
        organisationId,
        siteId: row.siteId,
        kind: "lot",
        sourceId: row.id,
        position: 0,
        title: `Lot ${row.tlc}`,
        body: words(name, `${row.origin} traceability lot code ${row.tlc}`),
        codes: row.tlc,
        url: `/api/trace/lots/${encodeURIComponent(row.tlc)}`,
        language: "en" as const,
        occurredOn: localDate(row.createdAt, row.timezone),
        boost: 0,
      };
    });
  },
};

const employeeSource: PassageSource = {
  kind: "employee",
  entities: { employee: "self", employee_import: "all" },
  async build(db, organisationId, ids) {
    const e = employees;
    const rows = await db
      .select()
      .from(e)
      .where(and(eq(e.organisationId, organisationId), within(e.id, ids)));
    return rows.flatMap((row) => {
      const passage = {
        organisationId,
        siteId: row.siteId,
        kind: "employee",
        sourceId: row.id,
        position: 0,
        title: row.name,
        body: words(row.employeeCode, jobRoleLabels[row.jobRole], row.email, row.status),
        codes: [row.name, row.employeeCode].join(" "),
        url: screenLinks.employee(row.id),
        language: "en" as const,
        occurredOn: null,
        boost: 0,
      };
      return [
        passage,
        { ...passage, position: 1, body: es(`screens:jobRole.${row.jobRole}`), language: "es" as const },
      ];
    });
  },
};

const trainingModuleSource: PassageSource = {
  kind: "training_module",
  entities: { training_module: "self" },
  async build(db, organisationId, ids) {
    const m = trainingModules;
    const rows = await db
      .select()
      .from(m)
      .where(and(eq(m.organisationId, organisationId), within(m.id, ids)));
    return rows.map((row) => ({
      organisationId,
      siteId: null,
      kind: "training_module",
      sourceId: row.id,
      position: 0,
      title: row.title,
      body: words(row.description, row.clauses.join(" ")),
      codes: row.clauses.join(" "),
      url: screenLinks.trainingModule(row.id),
      language: "en" as const,
      occurredOn: null,
      boost: 0,
    }));
  },
};

/** Every kind the index holds for an organisation (the clause catalogue is shared: `cataloguePassages`). */
export const passageSources: PassageSource[] = [
  recordSource,
  incidentSource,
  holdSource,
  sopSource,
  sopFileSource,
  fspSource,
  templateSource,
  documentAuditFileSource,
  evidencePackSource,
  trainingSource,
  internalAuditSource,
  externalAuditSource,
  supplierSource,
  supplierDocumentSource,
  lotSource,
  employeeSource,
  trainingModuleSource,
];
