import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition";

describe("contentDisposition", () => {
  it("makes a download an attachment with a quoted filename", () => {
    expect(contentDisposition("evidence-pack.zip")).toBe("attachment; filename=evidence-pack.zip");
    expect(contentDisposition("photo.png", "inline")).toBe("inline; filename=photo.png");
  });

  it("escapes quotes and adds an RFC 8187 name for other characters", () => {
    expect(contentDisposition('say "hi".pdf')).toBe('attachment; filename="say \\"hi\\".pdf"');
    expect(contentDisposition("Año 2026 – plan.pdf")).toBe(
      "attachment; filename=\"A?o 2026 ? plan.pdf\"; filename*=UTF-8''A%C3%B1o%202026%20%E2%80%93%20plan.pdf",
    );
  });

  it("drops paths and control characters, and never leaves the name empty", () => {
    expect(contentDisposition("../../etc/passwd")).toBe("attachment; filename=passwd");
    expect(contentDisposition("report\r\nSet-Cookie: x.pdf")).toBe('attachment; filename="reportSet-Cookie: x.pdf"');
    expect(contentDisposition("")).toBe("attachment; filename=download");
  });
});
