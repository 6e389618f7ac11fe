import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { attachments, documentAuditDocuments } from "../../db/schema";
import { notFound } from "../../errors";
import { findDocumentAudit } from "./find-document-audit";

async function findDocument(db: Db, actor: Actor, auditId: string, documentId: string) {
  const audit = await findDocumentAudit(db, actor, auditId);
  const [document] = await db
    .select()
    .from(documentAuditDocuments)
    .where(and(eq(documentAuditDocuments.auditId, audit.id), eq(documentAuditDocuments.id, documentId)))
    .limit(1);
  if (!document) throw notFound("Document");
  return document;
}

/** A document of an audit with its passages, for the citation viewer. */
export async function getAuditDocument(
  db: Db,
  actor: Actor,
  { auditId, documentId }: { auditId: string; documentId: string },
) {
  const document = await findDocument(db, actor, auditId, documentId);
  return {
    id: document.id,
    name: document.name,
    kind: document.kind,
    mediaType: document.mediaType,
    source: document.source,
    passages: document.passages,
  };
}

/** The stored original of an uploaded document (records kept in Clausewise have none: 404). */
export async function getAuditDocumentFile(
  db: Db,
  actor: Actor,
  { auditId, documentId }: { auditId: string; documentId: string },
) {
  const document = await findDocument(db, actor, auditId, documentId);
  if (!document.attachmentId) throw notFound("File");
  const [file] = await db
    .select({ contentType: attachments.contentType, size: attachments.size, data: attachments.data })
    .from(attachments)
    .where(and(eq(attachments.id, document.attachmentId), eq(attachments.organisationId, actor.organisationId)))
    .limit(1);
  if (!file) throw notFound("File");
  return { ...file, filename: document.name.split("/").pop() ?? document.name };
}
