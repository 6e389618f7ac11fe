import type { LanguageContent } from "../schemas/training";
import type { TrainingLanguage } from "./languages";

/**
 * A module's title and description in a language: that language's own when written, else the module's
 * (English) ones — like its sections and quiz, the title and description are translated per language.
 */
export function moduleText(
  module: { title: string; description: string; content: Partial<Record<TrainingLanguage, LanguageContent>> },
  language: TrainingLanguage,
): { title: string; description: string } {
  const own = module.content[language];
  return { title: own?.title?.trim() || module.title, description: own?.description?.trim() || module.description };
}

/** Every language's title that differs from the module's own, e.g. { ES: "Lavado de manos" }. */
export function translatedTitles(module: {
  title: string;
  languages: TrainingLanguage[];
  content: Partial<Record<TrainingLanguage, LanguageContent>>;
}): Partial<Record<TrainingLanguage, string>> {
  const titles: Partial<Record<TrainingLanguage, string>> = {};
  for (const language of module.languages) {
    const title = module.content[language]?.title?.trim();
    if (title && title !== module.title) titles[language] = title;
  }
  return titles;
}
