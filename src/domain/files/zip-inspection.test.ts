import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { inspectZip } from "./zip-inspection";

describe("inspectZip", () => {
  it("lists the entries of an ordinary ZIP", () => {
    const zip = zipSync({ "a.txt": strToU8("hello"), "dir/b.xml": strToU8("<b/>".repeat(100)) });
    expect(inspectZip(zip)).toEqual({ ok: true, entries: ["a.txt", "dir/b.xml"] });
  });

  it("stops a ZIP bomb by the ratio of what it unpacks to its own size, whatever its headers claim", () => {
    const bomb = zipSync({ "zeros.bin": new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length * 100).toBeLessThan(8 * 1024 * 1024);
    expect(inspectZip(bomb)).toEqual({ ok: false, problem: "bomb" });
    const fine = zipSync({ "zeros.bin": new Uint8Array(8 * 1024) }, { level: 0 });
    expect(inspectZip(fine).ok).toBe(true);
  });

  it("calls a truncated or fake ZIP damaged", () => {
    const zip = zipSync({ "a.txt": strToU8("hello world ".repeat(50)) });
    expect(inspectZip(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual({ ok: false, problem: "damaged" });
    expect(inspectZip(zip.subarray(0, 40))).toEqual({ ok: false, problem: "damaged" });
  });
});
