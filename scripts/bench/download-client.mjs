// The bench's download client (`trace-figures.ts`), in a process of its own as a real client is: what it
// costs to receive (decompressing gzip, counting lines) is not charged to the server's thread.
// argv: url, cookie, limit in ms. Prints one JSON line: status, encoding, ms, firstByteMs, bytes, lines, complete.
const [url, cookie, limitMs] = process.argv.slice(2);
const started = performance.now();
const stop = new AbortController();
const limit = setTimeout(() => stop.abort(), Number(limitMs));
let firstByteMs = 0;
let bytes = 0;
let lines = 0;
let response;
const report = (complete) =>
  console.log(
    JSON.stringify({
      complete,
      status: response?.status ?? 0,
      ok: complete && !!response?.ok,
      encoding: response?.headers.get("content-encoding") ?? "none",
      ms: performance.now() - started,
      firstByteMs,
      bytes,
      lines,
    }),
  );
try {
  response = await fetch(url, { headers: { cookie }, signal: stop.signal });
  for await (const chunk of response.body) {
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  report(true);
} catch (error) {
  if (!stop.signal.aborted) throw error;
  report(false);
} finally {
  clearTimeout(limit);
}
