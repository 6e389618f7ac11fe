import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { KeptBody } from "./read-cache";

/** The compression plugin's threshold (web-delivery.ts): smaller bodies go as they are. */
const THRESHOLD = 1024;

/**
 * The encoding a kept body is sent in: brotli, else gzip, when the request accepts it (q > 0, or `*`);
 * null leaves the choice to the compression plugin (identity, or an encoding kept bodies are not made in).
 */
export function keptEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get("*");
  for (const encoding of ["br", "gzip"] as const) {
    const q = accepted.get(encoding) ?? wildcard;
    if (q !== undefined && q > 0) return encoding;
  }
  return null;
}

/**
 * Sends a kept JSON body (decision 167): compressed once per encoding and kept with it, so a kept read
 * costs neither the serialisation nor the compression again (as the plugin does per request).
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptBody) {
  reply.type("application/json; charset=utf-8");
  const encoding = Buffer.byteLength(kept.body) >= THRESHOLD ? keptEncoding(request.headers["accept-encoding"]) : null;
  if (!encoding) return reply.send(kept.body);
  const bytes = (kept.encoded[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(kept.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(kept.body));
  return reply.header("vary", "accept-encoding").header("content-encoding", encoding).send(bytes);
}
