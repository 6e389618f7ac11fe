import { and, count, desc, eq } from "drizzle-orm";
import type { AskHistoryItem } from "../../../domain/schemas/ask";
import { writeCsv } from "../../../domain/csv/write-csv";
import { formatSiteDateTime } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { askQuestions } from "../../db/schema";
import { t } from "../../i18n/catalogue";

const mine = (actor: Actor) =>
  and(eq(askQuestions.organisationId, actor.organisationId), eq(askQuestions.userId, actor.userId ?? ""));

/** `GET /api/ask/history`: the asker's own questions and answers, newest first, a page at a time. */
export async function listAskHistory(
  db: Db,
  actor: Actor,
  page: { limit: number; offset: number },
): Promise<{ items: AskHistoryItem[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(askQuestions)
      .where(mine(actor))
      .orderBy(desc(askQuestions.askedAt), desc(askQuestions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(askQuestions).where(mine(actor)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      question: row.question,
      answer: row.answer,
      citations: row.citations,
      siteId: row.siteId,
      askedAt: row.askedAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/**
 * The asker's whole history as CSV in her language: one row per question with its answer and its
 * sources (each "[n] title — quote (link)" on a line of its own).
 */
export async function exportAskHistoryCsv(db: Db, actor: Actor, locale: AppLocale, timeZone = "UTC") {
  const rows = await db.select().from(askQuestions).where(mine(actor)).orderBy(desc(askQuestions.askedAt));
  const header = (["asked", "question", "answer", "sources"] as const).map((k) => t(locale, `screens:ask.export.${k}`));
  const body = writeCsv(
    header,
    rows.map((row) => [
      formatSiteDateTime(row.askedAt, timeZone, locale),
      row.question,
      row.answer,
      row.citations.map((c, i) => `[${i + 1}] ${c.title} — ${c.quote} (${c.url})`).join("\n"),
    ]),
  );
  return { body, fileName: `${t(locale, "screens:ask.export.title")}.csv`, contentType: "text/csv; charset=utf-8" };
}
