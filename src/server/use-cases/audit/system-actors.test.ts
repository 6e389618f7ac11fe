import { describe, expect, it } from "vitest";
import { actorNameIn, systemActorNames } from "./system-actors";

describe("system actors' names", () => {
  it("are shown in English as stored, and in Spanish", () => {
    for (const name of Object.values(systemActorNames)) {
      expect(actorNameIn("en", null, name)).toBe(name);
      expect(actorNameIn("es", null, name)).not.toBe(name);
    }
    expect(actorNameIn("es", null, "Evidence pack generator")).toBe("Generador de paquetes de evidencias");
  });

  it("leave a person's name as stored, even one that reads like a system actor's", () => {
    expect(actorNameIn("es", null, "Pao Lee (OX-0107) at Pack line kiosk")).toBe(
      "Pao Lee (OX-0107) at Pack line kiosk",
    );
    expect(actorNameIn("es", "7b0c6c1e-4a51-4d7e-9a53-0f3b8d0c1a22", "Audit trail verifier")).toBe(
      "Audit trail verifier",
    );
  });
});
