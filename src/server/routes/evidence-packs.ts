import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { evidencePackCreateSchema } from "../../domain/schemas/audits";
import { requireActor } from "../auth/context";
import { contentDisposition } from "../content-disposition";
import { Readable } from "node:stream";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { getEvidencePack } from "../use-cases/audits/get-evidence-pack";
import { getEvidencePackFile } from "../use-cases/audits/get-evidence-pack-file";
import { listEvidencePacks } from "../use-cases/audits/list-evidence-packs";
import { requestEvidencePack } from "../use-cases/audits/request-evidence-pack";
import { siteParamsSchema } from "../../domain/schemas/sites";

const idParams = z.object({ id: z.uuid("Not a valid id") });
const fileParams = idParams.extend({ fileId: z.uuid("Not a valid file id") });
const fileQuery = z.object({ inline: z.enum(["0", "1"]).optional() });

export async function evidencePackRoutes(app: FastifyInstance) {
  app.get("/api/sites/:siteId/evidence-packs", async (request) => {
    const actor = await requireActor(request, "audits.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return { packs: await listEvidencePacks(app.db, actor, { siteSlug }) };
  });

  app.post("/api/evidence-packs", async (request, reply) => {
    const actor = await requireActor(request, "evidence.generate");
    const pack = await requestEvidencePack(app.db, actor, {
      ...parseInput(evidencePackCreateSchema, request.body),
      locale: requestLocale(request),
    });
    return reply.status(202).send(pack);
  });

  app.get("/api/evidence-packs/:id", async (request) => {
    const actor = await requireActor(request, "audits.read");
    const { id } = parseInput(idParams, request.params);
    return getEvidencePack(app.db, actor, { id });
  });

  app.get("/api/evidence-packs/:id/files/:fileId", async (request, reply) => {
    const actor = await requireActor(request, "audits.read");
    const { id, fileId } = parseInput(fileParams, request.params);
    const { inline } = parseInput(fileQuery, request.query);
    const file = await getEvidencePackFile(app.db, actor, { packId: id, fileId });
    // Preview shows the PDF in the browser; CSVs preview as plain text; everything else downloads.
    const showInline = inline === "1" && (file.kind === "pdf" || file.kind === "csv");
    return reply
      .header("content-type", showInline && file.kind === "csv" ? "text/plain; charset=utf-8" : file.contentType)
      .header("content-length", file.size)
      .header("content-disposition", contentDisposition(file.filename, showInline ? "inline" : "attachment"))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, max-age=300")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
      .send(Readable.from(file.bytes));
  });
}
