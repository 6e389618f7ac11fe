import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";

/** Takes the response over as a server-sent event stream (headers sent, nothing buffered) and returns it. */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
    "x-content-type-options": "nosniff",
  });
  return stream;
}
