import autocannon from "autocannon";
import Fastify from "fastify";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  requests: number;
  errors: number;
}

/**
 * Sends GET requests (or POSTs `post` as JSON) to `url` for `seconds` over `connections` keep-alive connections, from a worker
 * thread (autocannon's `workers`), so the load generator does not share the server's event loop.
 */
export async function load(
  url: string,
  options: { seconds: number; connections: number; cookie?: string; post?: unknown },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    workers: 1,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.post !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(options.post !== undefined ? { method: "POST" as const, body: JSON.stringify(options.post) } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

/** A bare Fastify hello-world on a free port in this process: the machine's ceiling for the ratios. */
export async function helloWorld(seconds: number): Promise<LoadResult> {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    return await load(address, { seconds, connections: 10 });
  } finally {
    await app.close();
  }
}
