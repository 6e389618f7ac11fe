import type { FastifyInstance } from "fastify";
import { askHistoryQuerySchema, askInputSchema } from "../../domain/schemas/ask";
import { requireActor } from "../auth/context";
import { contentDisposition } from "../content-disposition";
import { createLlmJudge, type ClauseJudge } from "../document-audit/llm-judge";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { askQuestion } from "../use-cases/ask/ask-question";
import { exportAskHistoryCsv, listAskHistory } from "../use-cases/ask/ask-history";

/** How long Ask waits for the language model before answering extractively. */
const ASK_MODEL_TIMEOUT_MS = 20_000;

export async function askRoutes(app: FastifyInstance) {
  const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY } = app.config;
  const model: ClauseJudge | null =
    LLM_BASE_URL && LLM_MODEL
      ? createLlmJudge({
          baseUrl: LLM_BASE_URL,
          model: LLM_MODEL,
          apiKey: LLM_API_KEY,
          timeoutMs: ASK_MODEL_TIMEOUT_MS,
        })
      : null;

  app.post("/api/ask", async (request) => {
    const actor = await requireActor(request, "search.use");
    return askQuestion(app.db, actor, parseInput(askInputSchema, request.body), model);
  });

  app.get("/api/ask/history", async (request) => {
    const actor = await requireActor(request, "search.use");
    return listAskHistory(app.db, actor, parseInput(askHistoryQuerySchema, request.query));
  });

  app.get("/api/ask/history.csv", async (request, reply) => {
    const actor = await requireActor(request, "search.use");
    const file = await exportAskHistoryCsv(app.db, actor, requestLocale(request));
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", contentDisposition(file.fileName, "attachment"))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "no-store")
      .send(file.body);
  });
}
