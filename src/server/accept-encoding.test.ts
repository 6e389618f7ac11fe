import { describe, expect, it } from "vitest";
import { acceptedEncodings, acceptsEncoding } from "./accept-encoding";
import { keptEncoding } from "./cache/send-kept";

describe("Accept-Encoding", () => {
  it("reads codings with their qualities, x-gzip as gzip, a missing q as 1", () => {
    expect([...acceptedEncodings("GZIP;q=0.5, br, x-gzip;q=0.2, identity;q=0")]).toEqual([
      ["gzip", 0.2],
      ["br", 1],
      ["identity", 0],
    ]);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });

  it("allows a coding named or covered by *, refused by q=0 even when * allows the rest", () => {
    expect(acceptsEncoding("gzip, deflate", "gzip")).toBe(true);
    expect(acceptsEncoding("*", "gzip")).toBe(true);
    expect(acceptsEncoding("gzip;q=0, *", "gzip")).toBe(false);
    expect(acceptsEncoding("br", "gzip")).toBe(false);
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
  });

  it("picks a kept body's encoding as the compression plugin would", () => {
    expect(keptEncoding("gzip, br")).toBe("br");
    expect(keptEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(keptEncoding("*")).toBe("gzip");
    expect(keptEncoding("gzip;q=0, *")).toBe(null);
    expect(keptEncoding("identity")).toBe(null);
  });
});
