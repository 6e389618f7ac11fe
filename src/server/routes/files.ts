import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isPreviewable } from "../../domain/files/file-types";
import { requireActor } from "../auth/context";
import { contentDisposition } from "../content-disposition";
import { parseInput } from "../errors";
import { getAttachment } from "../use-cases/files/get-attachment";

const fileParams = z.object({ id: z.uuid("Not a valid file id") });
const fileQuery = z.object({ inline: z.enum(["0", "1"]).optional() });

/** RFC 6266 filename: an ASCII fallback plus the exact UTF-8 name. */
export async function fileRoutes(app: FastifyInstance) {
  app.get("/api/files/:id", async (request, reply) => {
    const actor = await requireActor(request, "files.read");
    const { id } = parseInput(fileParams, request.params);
    const { inline } = parseInput(fileQuery, request.query);
    const file = await getAttachment(app.db, actor, { id });
    const showInline = inline === "1" && isPreviewable(file.contentType);
    return (
      reply
        .header("content-type", file.contentType)
        .header("content-length", file.size)
        .header("content-disposition", contentDisposition(file.filename, showInline ? "inline" : "attachment"))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=300")
        // A preview may be framed by our own pages (the Review dialog); a download may not run anything.
        .header(
          "content-security-policy",
          showInline
            ? "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'"
            : "default-src 'none'; sandbox",
        )
        .header("x-frame-options", showInline ? "SAMEORIGIN" : "DENY")
        .send(file.data)
    );
  });
}
