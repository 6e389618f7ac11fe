import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptedEncodings } from "../accept-encoding";
import type { KeptBody } from "./read-cache";

/** The compression plugin's threshold (web-delivery.ts): smaller bodies go as they are. */
const THRESHOLD = 1024;

type KeptEncoding = keyof KeptBody["encoded"];

/** The compression plugin's encodings, in its order of preference (zstd where this Node.js has it). */
const encodings = [
  ...(typeof zlib.zstdCompressSync === "function" ? ["zstd"] : []),
  "br",
  "gzip",
  "deflate",
  "identity",
];
const made = new Set<string>(["zstd", "br", "gzip"]);

/**
 * The encoding the compression plugin would choose for this Accept-Encoding (the highest q, then its own
 * order; `*` and `x-gzip` read as gzip), when it is one a kept body is made in; null leaves the plugin to
 * answer (identity, deflate).
 */
export function keptEncoding(acceptEncoding: string | undefined): KeptEncoding | null {
  let best: string | null = null;
  let bestQuality = 0;
  let bestPriority = Infinity;
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [coding, quality] of accepted) {
    // `*` stands for the codings not named: gzip, unless the header names it.
    if (coding === "*" && accepted.has("gzip")) continue;
    const name = coding === "*" ? "gzip" : coding;
    const priority = encodings.indexOf(name);
    if (quality === 0 || quality < bestQuality || priority === -1) continue;
    if (quality > bestQuality || priority < bestPriority) {
      best = name;
      bestQuality = quality;
      bestPriority = priority;
    }
  }
  return best && made.has(best) ? (best as KeptEncoding) : null;
}

const compressors: Record<KeptEncoding, (body: string) => Buffer> = {
  zstd: (body) => zlib.zstdCompressSync(body),
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/**
 * Sends a kept JSON body (decision 169): compressed once per encoding, as the plugin would (same choice,
 * brotli at its quality 4), and kept with it, so a kept read costs neither the serialisation nor the
 * compression again (the plugin compresses on every request).
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptBody) {
  reply.type("application/json; charset=utf-8");
  const encoding = Buffer.byteLength(kept.body) >= THRESHOLD ? keptEncoding(request.headers["accept-encoding"]) : null;
  if (!encoding) return reply.send(kept.body);
  const bytes = (kept.encoded[encoding] ??= compressors[encoding](kept.body));
  return reply.header("vary", "accept-encoding").header("content-encoding", encoding).send(bytes);
}
