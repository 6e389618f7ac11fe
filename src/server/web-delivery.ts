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
        const hashed = path.relative(webRoot, file).startsWith(`assets${path.sep}`);
        reply.header("cache-control", hashed ? IMMUTABLE : REVALIDATE);
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
