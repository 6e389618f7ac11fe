import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFrom } from "./api";

const html = "<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>";

describe("apiErrorFrom", () => {
  it("reads the API's own error shape: status, code, message and field reasons", async () => {
    const body = { error: { code: "validation", message: "Check the form", fields: { name: "Required" } } };
    const error = await apiErrorFrom(
      new Response(JSON.stringify(body), { status: 400, headers: { "content-type": "application/json" } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message, error.fields]).toEqual([
      400,
      "validation",
      "Check the form",
      { name: "Required" },
    ]);
  });

  it("turns a proxy's HTML 502 page into a readable error without its markup", async () => {
    const error = await apiErrorFrom(
      new Response(html, { status: 502, statusText: "Bad Gateway", headers: { "content-type": "text/html" } }),
    );
    expect(error.status).toBe(502);
    expect(error.code).toBe("internal");
    expect(error.message).toBe("Clausewise is not answering right now (HTTP 502 Bad Gateway). Try again in a moment.");
    expect(error.fields).toBeUndefined();
  });

  it("names a known status by its code when the body is not the API's (an HTML 413 from a proxy)", async () => {
    const error = await apiErrorFrom(new Response("<html>Request Entity Too Large</html>", { status: 413 }));
    expect([error.code, error.message]).toEqual([
      "payload_too_large",
      "The upload is too large for the server (HTTP 413).",
    ]);
  });

  it("gives an empty or foreign JSON body a readable message too", async () => {
    const empty = await apiErrorFrom(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    expect(empty.message).toBe(
      "Clausewise is not answering right now (HTTP 503 Service Unavailable). Try again in a moment.",
    );
    const foreign = await apiErrorFrom(new Response(JSON.stringify({ message: "nope" }), { status: 404 }));
    expect([foreign.code, foreign.message]).toEqual(["not_found", "The request could not be completed (HTTP 404)."]);
  });
});
