import { describe, expect, it } from "vitest";
import { actorNameIn, kioskActorName, systemActorNames } from "./system-actors";

describe("system actors' names", () => {
  it("are shown in English as stored, and in Spanish", () => {
    for (const name of Object.values(systemActorNames)) {
      expect(actorNameIn("en", null, name)).toBe(name);
      expect(actorNameIn("es", null, name)).not.toBe(name);
    }
    expect(actorNameIn("es", null, "Evidence pack generator")).toBe("Generador de paquetes de evidencias");
  });

  it("word a worker at a training station in the reader's language, her name and the station's as stored", () => {
    const stored = kioskActorName("Pao Lee", "OX-0107", "Pack line kiosk");
    expect(stored).toBe("Pao Lee (OX-0107) at Pack line kiosk");
    expect(actorNameIn("es", null, stored)).toBe("Pao Lee (OX-0107) en Pack line kiosk");
    expect(actorNameIn("en", null, stored)).toBe(stored);
    expect(actorNameIn("es", null, kioskActorName("Ana (Anita) Ruiz", "YU-12", "Field at gate 3"))).toBe(
      "Ana (Anita) Ruiz (YU-12) en Field at gate 3",
    );
  });

  it("leave a person's name as stored, even one that reads like a system actor's or a station's worker", () => {
    expect(actorNameIn("es", "7b0c6c1e-4a51-4d7e-9a53-0f3b8d0c1a22", "Pao Lee (OX-0107) at Pack line kiosk")).toBe(
      "Pao Lee (OX-0107) at Pack line kiosk",
    );
    expect(actorNameIn("es", null, "Maria Lopez")).toBe("Maria Lopez");
    expect(actorNameIn("es", "7b0c6c1e-4a51-4d7e-9a53-0f3b8d0c1a22", "Audit trail verifier")).toBe(
      "Audit trail verifier",
    );
  });
});
