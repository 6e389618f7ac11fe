import { z } from "zod";
import type { Catalogue } from "../../domain/catalogue";
import type { ClauseVerdict, ExtractedDocument } from "../../domain/document-audit/contract";
import {
  acceptJudgement,
  type ChatMessage,
  judgementPrompt,
  offeredPassages,
} from "../../domain/document-audit/llm-judgement";

/**
 * The optional language model (issue 17): set LLM_BASE_URL (an OpenAI-compatible API, e.g.
 * `http://localhost:11434/v1`) and LLM_MODEL, and LLM_API_KEY if it wants one. Unset, nothing is asked
 * and the rules' verdicts stand. config.ts validates the same variables at start.
 */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
export const llmSettingsSchema = z.object({
  LLM_BASE_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
  LLM_MODEL: unsetWhenEmpty(z.string().trim().min(1)),
  LLM_API_KEY: unsetWhenEmpty(z.string().min(1)),
});

export interface ClauseJudge {
  model: string;
  /** The model's answer to one clause's question; null when the call failed (the rules' verdict stands). */
  ask(messages: ChatMessage[]): Promise<string | null>;
}

const TIMEOUT_MS = 30_000;

/** `timeoutMs`: how long a call may take before it counts as failed (30 s unless given). */
export function createLlmJudge(settings: {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}): ClauseJudge {
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    model: settings.model,
    async ask(messages) {
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: settings.model, messages, temperature: 0 }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? TIMEOUT_MS),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = body.choices?.[0]?.message?.content;
        return typeof content === "string" ? content : null;
      } catch {
        return null;
      }
    },
  };
}

/** The judge the environment configures, or null when LLM_BASE_URL or LLM_MODEL is unset. */
export function llmJudgeFromEnv(env: NodeJS.ProcessEnv = process.env): ClauseJudge | null {
  const settings = llmSettingsSchema.parse(env);
  if (!settings.LLM_BASE_URL || !settings.LLM_MODEL) return null;
  return createLlmJudge({ baseUrl: settings.LLM_BASE_URL, model: settings.LLM_MODEL, apiKey: settings.LLM_API_KEY });
}

/**
 * After the rules: each applicable clause they left without evidence is put to the model with the
 * passages that share words with its title; an answer citing only passages it was given replaces the
 * verdict, anything else is discarded. One clause at a time (the machine and the endpoint are shared).
 */
export async function judgeUndecided(
  verdicts: readonly ClauseVerdict[],
  catalogue: Catalogue,
  documents: readonly ExtractedDocument[],
  judge: ClauseJudge,
): Promise<ClauseVerdict[]> {
  const titles = new Map(catalogue.clauses.map((c) => [c.id, c.title]));
  const judged: ClauseVerdict[] = [];
  for (const clause of verdicts) {
    const title = titles.get(clause.clauseId);
    if (clause.verdict !== "no_evidence" || !title) {
      judged.push(clause);
      continue;
    }
    const passages = offeredPassages(title, documents);
    const answer =
      passages.length > 0 ? await judge.ask(judgementPrompt({ id: clause.clauseId, title }, passages)) : null;
    judged.push((answer !== null && acceptJudgement(clause, answer, passages, judge.model)) || clause);
  }
  return judged;
}
