import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";

/** Hashed build output (`/assets/name-<hash>.js`) never changes under its name: cache it for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html and the unhashed files in public/ are revalidated on every use. */
export const REVALIDATE = "no-cache";

/**
 * Headers that govern a document (what it may load or frame, the referrer it sends, HTTPS upgrades…) and
 * mean nothing on a script or a stylesheet: they leave those (about 0.7 KB per response, decision 162).
 * `nosniff` and the cross-origin resource policy stay, as they protect the file itself. HTML, SVG (which
 * can be opened as a document) and the service worker's scripts (a worker takes its policy from its own
 * response) keep them all.
 */
export const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
/** A hashed file is never revalidated: its validators go too. */
const VALIDATORS = ["etag", "last-modified", "accept-ranges"];

/** A script or stylesheet of the page, not a worker: `sw.js` and Workbox's runtime beside it are workers. */
function isSubresource(relative: string) {
  // `file` is the copy sent: core-<hash>.js.br for core-<hash>.js.
  if (!/\.(js|mjs|css)(\.(br|gz|zst))?$/.test(relative)) return false;
  const atRoot = !relative.includes(path.sep);
  return !(atRoot && /^(sw|workbox-[\w-]+)\.js(\.(br|gz|zst))?$/.test(relative));
}

/**
 * Compresses dynamic responses over 1 KB (JSON above all) with zstd, brotli or gzip, whichever the
 * client accepts first. Must be registered before the routes and the static files.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024 });
}

/**
 * Serves the built web app (decision 088): the brotli and gzip copies written at build time are sent
 * with `content-encoding` and `vary: accept-encoding`; hashed assets are immutable for a year; any
 * other non-API GET gets index.html (revalidated), and the React app routes on the client.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  const hasWeb = fs.existsSync(path.join(webRoot, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const relative = path.relative(webRoot, file);
        const hashed = relative.startsWith(`assets${path.sep}`);
        reply.header("cache-control", hashed ? IMMUTABLE : REVALIDATE);
        const drop = [...(isSubresource(relative) ? DOCUMENT_ONLY_HEADERS : []), ...(hashed ? VALIDATORS : [])];
        for (const name of drop) {
          // Helmet writes its headers straight onto the Node response; the file's validators are Fastify's.
          reply.removeHeader(name);
          reply.raw.removeHeader(name);
        }
      },
    });
  }
  // History fallback: any non-API GET serves the React app, which routes on the client.
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith("/api/") || request.url === "/api";
    if (!isApi && hasWeb && (request.method === "GET" || request.method === "HEAD")) {
      return reply.sendFile("index.html");
    }
    return reply
      .status(404)
      .send({ error: { code: "not_found", message: `No API route ${request.method} ${request.url.split("?")[0]}` } });
  });
}
