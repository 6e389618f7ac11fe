import { describe, expect, it } from "vitest";
import { message } from "../../domain/i18n/message";
import { sanitationChecklist } from "../../domain/records/catalogue";
import { builtinFormDefinitions } from "../../domain/forms/builtin-forms";
import { recordInputSchema } from "../../domain/schemas/records";
import { AppError, parseInput } from "../errors";
import { judgeRecord } from "../use-cases/forms/judge-record";
import { renderMessage } from "./render-message";

/** A refused log's reason with a number in it is a plural in both languages, whatever the number. */
describe("the failed-checklist reason", () => {
  const failed = (count: number) => message("screens:recordProblem.checklistFailed", { count });

  it("agrees with any count in English and Spanish", () => {
    expect(renderMessage("en", failed(1))).toBe("1 checklist item failed: describe the corrective action taken");
    expect(renderMessage("en", failed(7))).toBe("7 checklist items failed: describe the corrective action taken");
    expect(renderMessage("es", failed(1))).toBe("1 punto de la lista no cumplió: describa la acción correctiva tomada");
    expect(renderMessage("es", failed(7))).toBe(
      "7 puntos de la lista no cumplieron: describa la acción correctiva tomada",
    );
    expect(renderMessage("es", failed(1_000_000))).toBe(
      "1000000 puntos de la lista no cumplieron: describa la acción correctiva tomada",
    );
  });

  it("a refused sanitation log names its failed items in the reader's language", () => {
    // The server judges the readings against the form version (decision 138) and refuses them.
    const refuse = (failures: number) => {
      try {
        const input = parseInput(recordInputSchema, {
          type: "sanitation",
          clauseId: "3.01.02",
          occurredAt: "2026-11-20T14:00:00.000Z",
          performedBy: "Ana Ruiz",
          notes: "",
          readings: {
            area: "Line 1",
            shift: "pre_op",
            checklist: sanitationChecklist.map((item, i) => ({ item, passed: i >= failures })),
            sanitizerPpm: 150,
            correctiveAction: "",
          },
        });
        judgeRecord(input, builtinFormDefinitions.sanitation);
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
      throw new Error("accepted");
    };
    const one = refuse(1);
    expect(one.fields?.["readings.correctiveAction"]).toBe(
      "1 checklist item failed: describe the corrective action taken",
    );
    expect(one.localizeFields?.("es")["readings.correctiveAction"]).toBe(
      "1 punto de la lista no cumplió: describa la acción correctiva tomada",
    );
    expect(refuse(3).localizeFields?.("es")["readings.correctiveAction"]).toBe(
      "3 puntos de la lista no cumplieron: describa la acción correctiva tomada",
    );
  });
});
