import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { translatedSources } from "../eslint.config.js";

/** The project's real lint configuration refuses literal UI text in the translated folders. */
describe("literal UI text lint (i18next/no-literal-string)", () => {
  const eslint = new ESLint({ cwd: new URL("../", import.meta.url).pathname });
  const lint = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === "i18next/no-literal-string").map((m) => m.line);
  };
  const screen = `import { useTranslation } from "react-i18next";
export function Screen() {
  const { t } = useTranslation();
  return (
    <div className="p-4" title="Saved">
      {t("loading")}
      <p>Records to verify</p>
      <input placeholder="Search records" type="search" aria-label={t("loading")} />
      {Math.random() > 1 ? "Yes" : "No"}
      <span>42</span>
    </div>
  );
}
`;

  it("flags JSX text, string expressions and read attributes anywhere in the web app", async () => {
    expect(translatedSources).toEqual(["src/web/**"]);
    expect(await lint(screen, "src/web/features/records/screen.tsx")).toEqual([5, 7, 8, 9, 9]);
    expect(await lint(screen, "src/web/app/screen.tsx")).toEqual([5, 7, 8, 9, 9]);
  });

  it("leaves tests alone, whose texts are what they look for on screen", async () => {
    expect(await lint(screen, "src/web/features/records/screen.test.tsx")).toEqual([]);
  });
}, 60_000);
