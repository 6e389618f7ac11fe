import { describe, expect, it } from "vitest";
import { englishText } from "../i18n/message";
import { formatMinutes, minimumTimeError, secondsBetween, secondsUntilQuiz, timeSpentLabel } from "./minimum-time";

describe("minimum time", () => {
  it("refuses a quiz taken before the minimum and says how long is left", () => {
    // A 20-minute module "passed" in 3 seconds.
    expect(englishText(minimumTimeError(20, 3)!)).toBe(
      "This module takes at least 20 min: you have spent 3 s on it. Keep reading; the quiz opens in 20 min.",
    );
    expect(secondsUntilQuiz(20, 3)).toBe(1197);
    expect(minimumTimeError(20, 20 * 60)).toBeNull();
    expect(minimumTimeError(0, 0)).toBeNull();
  });

  it("measures and states times", () => {
    expect(secondsBetween(new Date("2026-01-01T10:00:00Z"), new Date("2026-01-01T10:20:30Z"))).toBe(1230);
    expect(secondsBetween(new Date("2026-01-01T10:00:00Z"), new Date("2026-01-01T09:00:00Z"))).toBe(0);
    expect(formatMinutes(0)).toBe("0 s");
    expect(formatMinutes(45)).toBe("45 s");
    expect(formatMinutes(1230)).toBe("21 min");
    expect(formatMinutes(3900)).toBe("1 h 05 min");
    expect(timeSpentLabel(1230, 20)).toBe("21 min spent (minimum 20 min)");
    expect(timeSpentLabel(3, 0)).toBe("3 s spent");
  });
});
