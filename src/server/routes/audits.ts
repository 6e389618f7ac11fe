import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  checklistItemUpdateSchema,
  findingCloseSchema,
  findingUpdateSchema,
  internalAuditCreateSchema,
} from "../../domain/schemas/audits";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { jsonField, readMultipart } from "../use-cases/files/read-multipart";
import { addChecklistEvidence } from "../use-cases/audits/add-checklist-evidence";
import { closeFinding } from "../use-cases/audits/close-finding";
import { completeInternalAudit } from "../use-cases/audits/complete-internal-audit";
import { getChecklist } from "../use-cases/audits/get-checklist";
import { getInternalAuditOptions } from "../use-cases/audits/get-internal-audit-options";
import { listFindingOwners } from "../use-cases/audits/list-finding-owners";
import { listFindings } from "../use-cases/audits/list-findings";
import { listInternalAudits } from "../use-cases/audits/list-internal-audits";
import { scheduleInternalAudit } from "../use-cases/audits/schedule-internal-audit";
import { startInternalAudit } from "../use-cases/audits/start-internal-audit";
import { updateChecklistItem } from "../use-cases/audits/update-checklist-item";
import { updateFinding } from "../use-cases/audits/update-finding";
import { evidencePackRoutes } from "./evidence-packs";
import { externalAuditRoutes } from "./external-audits";
import { siteParamsSchema } from "../../domain/schemas/sites";

const idParams = z.object({ id: z.uuid("Not a valid id") });
const itemParams = idParams.extend({ itemId: z.uuid("Not a valid checklist item id") });

/** Internal audits, their checklists and findings; external audits and evidence packs register beside. */
export async function auditRoutes(app: FastifyInstance) {
  app.get("/api/sites/:siteId/internal-audits", async (request) => {
    const actor = await requireActor(request, "audits.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return { audits: await listInternalAudits(app.db, actor, { siteSlug }) };
  });

  app.get("/api/sites/:siteId/internal-audits/options", async (request) => {
    const actor = await requireActor(request, "audits.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return getInternalAuditOptions(app.db, actor, { siteSlug, locale: requestLocale(request) });
  });

  app.post("/api/internal-audits", async (request, reply) => {
    const actor = await requireActor(request, "audits.run");
    const audit = await scheduleInternalAudit(app.db, actor, parseInput(internalAuditCreateSchema, request.body));
    return reply.status(201).send(audit);
  });

  app.get("/api/internal-audits/:id", async (request) => {
    const actor = await requireActor(request, "audits.read");
    const { id } = parseInput(idParams, request.params);
    return getChecklist(app.db, actor, { auditId: id, locale: requestLocale(request) });
  });

  app.post("/api/internal-audits/:id/start", async (request) => {
    const actor = await requireActor(request, "audits.run");
    const { id } = parseInput(idParams, request.params);
    return startInternalAudit(app.db, actor, { id });
  });

  app.post("/api/internal-audits/:id/complete", async (request) => {
    const actor = await requireActor(request, "audits.run");
    const { id } = parseInput(idParams, request.params);
    return completeInternalAudit(app.db, actor, { id });
  });

  app.patch("/api/internal-audits/:id/items/:itemId", async (request) => {
    const actor = await requireActor(request, "audits.run");
    const { id, itemId } = parseInput(itemParams, request.params);
    return updateChecklistItem(app.db, actor, {
      auditId: id,
      itemId,
      locale: requestLocale(request),
      ...parseInput(checklistItemUpdateSchema, request.body),
    });
  });

  app.post("/api/internal-audits/:id/items/:itemId/files", async (request) => {
    const actor = await requireActor(request, "audits.run");
    const { id, itemId } = parseInput(itemParams, request.params);
    const body = await readMultipart(request);
    return addChecklistEvidence(app.db, actor, {
      auditId: id,
      itemId,
      files: body.files,
      locale: requestLocale(request),
    });
  });

  app.get("/api/sites/:siteId/audit-findings", async (request) => {
    const actor = await requireActor(request, "audits.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return { findings: await listFindings(app.db, actor, { siteSlug, locale: requestLocale(request) }) };
  });

  app.get("/api/sites/:siteId/finding-owners", async (request) => {
    const actor = await requireActor(request, "audits.run");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return { owners: await listFindingOwners(app.db, actor, { siteSlug }) };
  });

  app.patch("/api/audit-findings/:id", async (request) => {
    const actor = await requireActor(request, "audits.run");
    const { id } = parseInput(idParams, request.params);
    return updateFinding(app.db, actor, {
      id,
      locale: requestLocale(request),
      ...parseInput(findingUpdateSchema, request.body),
    });
  });

  app.post("/api/audit-findings/:id/close", async (request) => {
    const actor = await requireActor(request, "audits.run");
    const { id } = parseInput(idParams, request.params);
    const body = await readMultipart(request);
    return closeFinding(app.db, actor, {
      id,
      files: body.files,
      locale: requestLocale(request),
      ...parseInput(findingCloseSchema, jsonField(body)),
    });
  });

  await app.register(externalAuditRoutes);
  await app.register(evidencePackRoutes);
}
