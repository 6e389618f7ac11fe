import { describe, expect, it } from "vitest";
import { trainingModuleInputSchema } from "@domain/schemas/training";
import { addQuestion, draftFrom, draftToInput, removeQuestion, setOptionCount } from "./module-draft";

describe("module draft", () => {
  it("adds and removes questions in every language with the answer key aligned", () => {
    let draft = addQuestion(draftFrom());
    expect(draft.answerKey).toEqual([0, 0]);
    expect(draft.content.ES.questions).toHaveLength(2);
    expect(draft.content.HM.questions).toHaveLength(2);
    draft = removeQuestion({ ...draft, answerKey: [2, 1] }, 0);
    expect(draft.answerKey).toEqual([1]);
    expect(draft.content.EN.questions).toHaveLength(1);
  });

  it("clamps the correct answer when options are removed", () => {
    const draft = setOptionCount({ ...draftFrom(), answerKey: [2] }, 0, 2);
    expect(draft.answerKey).toEqual([1]);
    expect(draft.content.EN.questions[0]!.options).toEqual(["", ""]);
  });

  it("sends only the ticked languages, which the shared schema accepts once filled", () => {
    const draft = draftFrom();
    draft.title = "Glove use";
    draft.languages = ["EN"];
    draft.content.EN = {
      sections: [{ heading: "Gloves", body: "Change gloves after every break." }],
      questions: [{ prompt: "When do you change gloves?", options: ["After breaks", "Weekly", "Never"] }],
    };
    const input = draftToInput(draft);
    expect(Object.keys(input.content)).toEqual(["EN"]);
    expect(trainingModuleInputSchema.safeParse(input).success).toBe(true);
  });
});
