/**
 * `npm run eval:ask`: seeds a fresh demo database (PGlite in memory), asks every question of
 * tests/fixtures/ask-eval.json as the demo administrator, and prints the recall@5 of the right source and
 * the share of fact questions answered with the correct fact, then each miss. With LLM_BASE_URL and
 * LLM_MODEL set, the model writes the answers and is measured too. Decision 140.
 */
import { openDatabase } from "../src/server/db/client";
import { seedDemoOrganisation } from "../src/server/demo/seed-demo";
import { llmJudgeFromEnv } from "../src/server/document-audit/llm-judge";
import { demoAdminActor } from "../src/server/demo/demo-admin-actor";
import { evaluateAsk, printEvalResult } from "../src/server/use-cases/ask/evaluate-ask";

const database = await openDatabase({ dataDir: null });
await database.migrate();
await seedDemoOrganisation(database.db);
const model = llmJudgeFromEnv();
const result = await evaluateAsk(database.db, await demoAdminActor(database.db), model);
printEvalResult(
  result,
  model ? `answers written by ${model.model}` : "extractive answers (LLM_BASE_URL / LLM_MODEL unset)",
);
await database.close();
