import { randomBytes } from "node:crypto";
import { crc32, gunzipSync, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  crc32Combine,
  DEFLATE_END,
  deflatePiece,
  GZIP_HEADER,
  gzipTrailer,
  inflatePiece,
  joinPieces,
} from "./deflate-pieces";

describe("deflate pieces", () => {
  it("combines CRC-32s as the CRC of the concatenation", () => {
    for (const [a, b] of [
      [0, 0],
      [1, 1],
      [17, 1000],
      [70_000, 3],
      [5, 300_000],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crc32(Buffer.concat([first, second])));
    }
    // "123456789" is CRC-32's check value, 0xCBF43926.
    expect(crc32Combine(crc32("1234"), crc32("56789"), 5)).toBe(0xcbf43926);
  });

  it("concatenates pieces into one deflate stream and one gzip member", async () => {
    const texts = ["é,a\r\n".repeat(1000), "", "b,c\r\n", randomBytes(50_000).toString("base64")];
    const pieces = texts.map((text) => deflatePiece(text));
    const whole = joinPieces(pieces);
    const expected = Buffer.from(texts.join(""), "utf8");
    expect(whole.rawLength).toBe(expected.length);
    expect(whole.crc).toBe(crc32(expected));
    expect(inflateRawSync(Buffer.concat([whole.bytes, DEFLATE_END])).equals(expected)).toBe(true);
    const gzip = Buffer.concat([GZIP_HEADER, whole.bytes, DEFLATE_END, gzipTrailer(whole.crc, whole.rawLength)]);
    expect(gunzipSync(gzip).equals(expected)).toBe(true);
    expect((await inflatePiece(pieces[0]!.bytes)).toString("utf8")).toBe(texts[0]);
  });
});
