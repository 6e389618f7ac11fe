// Types of eslint.config.js for the TypeScript files that read it (src/literal-ui-text-lint.test.ts).
import type { Linter } from "eslint";

/** The web sources whose JSX may hold no literal user-facing text (each translator adds a folder). */
export declare const translatedSources: string[];
declare const config: Linter.Config[];
export default config;
