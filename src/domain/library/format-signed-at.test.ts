import { expect, it } from "vitest";
import { formatSignedAt } from "./format-signed-at";

it("formats in the site's zone and names the zone", () => {
  expect(formatSignedAt("2026-01-15T22:30:05Z", "America/Los_Angeles")).toBe("Jan 15, 2026, 2:30:05 PM PST");
  expect(formatSignedAt("2026-07-15T22:30:05Z", "America/Phoenix")).toBe("Jul 15, 2026, 3:30:05 PM MST");
});
