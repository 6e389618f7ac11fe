import { Fragment, useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ExternalLink, Loader2, MessageCircleQuestion, SearchX } from "lucide-react";
import { type AskAnswer as AskAnswerView, type AskCitation, type AskInput, askInputSchema } from "@domain/schemas/ask";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/field-error";
import { apiErrorMessage } from "@/lib/api-errors";
import { useSchemaMessage } from "@/lib/use-schema-message";
import { cn } from "@/lib/utils";
import { useCurrentSite } from "@/lib/use-sites";
import english from "@/i18n/locales/en/ask.json";
import { useAsk } from "@/features/ask/api/ask";
import type { AskPanelProps } from "@/lib/ask-panel-slot";

/** The lead line of an answer (its first line, which names the fact) and the lines after it. */
function splitAnswer(answer: string): { lead: string; rest: string[] } {
  const lines = answer
    .split(/\n+/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  return { lead: lines[0] ?? "", rest: lines.slice(1) };
}

/** Source kinds the catalogue names; another kind the server sends is shown as a "Source". */
const citationKinds = [
  "document",
  "sop",
  "sop_file",
  "fsp",
  "template",
  "evidence_pack",
  "document_audit",
  "record",
  "incident",
  "hold",
  "training",
  "training_module",
  "training_session",
  "audit",
  "finding",
  "clause",
  "employee",
  "supplier",
  "supplier_document",
] as const;
const isCitationKind = (kind: string): kind is (typeof citationKinds)[number] =>
  (citationKinds as readonly string[]).includes(kind);

/**
 * Ask (issue 18): a question box and the answer from the organisation's own documents and records — the
 * lead line that names the fact, then each statement's sources, numbered, with a link that opens them.
 */
export function AskPanel({
  initialQuestion,
  focusOnMount,
  onNavigate,
  heading,
  description,
  className,
  siteId,
  packId,
}: AskPanelProps) {
  const { t } = useTranslation("ask");
  const reason = useSchemaMessage("ask", english.validation);
  const uid = useId();
  const ask = useAsk();
  // Every question is about a site: the one given, else the one chosen in the top bar (a pack's is its own).
  const currentSite = useCurrentSite();
  const scope = packId ? { packId } : { siteId: siteId ?? currentSite?.id };
  const form = useForm<AskInput>({
    resolver: zodResolver(askInputSchema),
    defaultValues: { question: initialQuestion ?? "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => ask.mutate({ question: values.question, ...scope }));

  useEffect(() => {
    if (focusOnMount) form.setFocus("question");
  }, [focusOnMount, form]);

  // The palette's "Ask: <question>" asks at once.
  const asked = useRef(false);
  useEffect(() => {
    if (initialQuestion?.trim() && !asked.current) {
      asked.current = true;
      void onSubmit();
    }
  }, [initialQuestion, onSubmit]);

  const questionId = `${uid}-question`;
  const headingId = `${uid}-heading`;
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : t("panel.title")}
      className={cn("grid min-w-0 gap-3", className)}
      data-testid="ask-panel"
    >
      {heading ? (
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
            <MessageCircleQuestion className="size-4 text-primary" aria-hidden />
            {heading}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-2">
        <Label htmlFor={questionId}>{t("panel.question")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={questionId}
            autoComplete="off"
            placeholder={t("panel.placeholder")}
            aria-invalid={!!errors.question}
            aria-describedby={`${questionId}-hint`}
            {...form.register("question")}
          />
          <Button type="submit" disabled={ask.isPending} className="shrink-0">
            {ask.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t("panel.ask")}
          </Button>
        </div>
        <p id={`${questionId}-hint`} className="text-xs text-muted-foreground">
          {t("panel.hint")}
        </p>
        <FieldError message={reason(errors.question?.message)} />
      </form>
      {/* The answer is read out when it arrives; the question box keeps the focus for the next question. */}
      <div aria-live="polite" aria-busy={ask.isPending} className="min-w-0">
        {ask.isPending ? (
          <p className="flex items-center gap-2 py-3 text-sm text-muted-foreground" data-testid="ask-loading">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t("panel.loading")}
          </p>
        ) : ask.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              <p>{t("panel.failed")}</p>
              <p>{apiErrorMessage(ask.error)}</p>
            </AlertDescription>
          </Alert>
        ) : ask.data && ask.variables ? (
          <AskAnswer question={ask.variables.question} answer={ask.data} anchor={uid} onNavigate={onNavigate} />
        ) : null}
      </div>
    </section>
  );
}

/** An answer as the panel and the history show it: the lead line, the rest, the numbered sources. */
export function AskAnswer({
  question,
  answer,
  anchor,
  onNavigate,
}: {
  question: string;
  answer: AskAnswerView;
  /** Unique prefix of the citations' ids (several answers on one page). */
  anchor: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("ask");
  if (answer.citations.length === 0)
    return (
      <div className="flex items-start gap-3 rounded-lg border border-dashed p-4" data-testid="ask-empty">
        <SearchX className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="font-medium">{t("answer.none")}</p>
          <p className="text-muted-foreground">{t("answer.noneHint", { question })}</p>
        </div>
      </div>
    );
  const { lead, rest } = splitAnswer(answer.answer);
  const citeId = (n: number) => `${anchor}-cite-${n}`;
  return (
    <article className="grid min-w-0 gap-3 rounded-lg border bg-card p-4" data-testid="ask-answer">
      <p className="text-xs text-muted-foreground">{t("answer.youAsked", { question })}</p>
      <p className="font-medium break-words" data-testid="ask-lead">
        <Marked text={lead} count={answer.citations.length} citeId={citeId} />
      </p>
      {rest.map((line, i) => (
        // Lines of one answer have no identity but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: the answer's lines never reorder
        <p key={i} className="text-sm break-words">
          <Marked text={line} count={answer.citations.length} citeId={citeId} />
        </p>
      ))}
      <div>
        <h3 className="mb-2 text-sm font-medium">{t("answer.sources", { count: answer.citations.length })}</h3>
        <ol className="grid gap-2" data-testid="ask-citations">
          {answer.citations.map((citation, i) => (
            <CitationItem
              key={`${citation.kind}:${citation.id}:${i}`}
              id={citeId(i + 1)}
              n={i + 1}
              citation={citation}
              onNavigate={onNavigate}
            />
          ))}
        </ol>
      </div>
    </article>
  );
}

/** The answer's text with its citation markers ("[2]") as links to the numbered source below. */
function Marked({ text, count, citeId }: { text: string; count: number; citeId: (n: number) => string }) {
  const { t } = useTranslation("ask");
  const parts = text.split(/\[(\d{1,2})\]/);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        const n = Number(part);
        if (n < 1 || n > count) return <Fragment key={i}>{`[${part}]`}</Fragment>;
        return (
          <sup key={i}>
            <a
              href={`#${citeId(n)}`}
              className="text-primary underline-offset-2 hover:underline"
              aria-label={t("answer.marker", { n })}
            >
              [{n}]
            </a>
          </sup>
        );
      })}
    </>
  );
}

function CitationItem({
  id,
  n,
  citation,
  onNavigate,
}: {
  id: string;
  n: number;
  citation: AskCitation;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("ask");
  const kind = isCitationKind(citation.kind) ? t(`kinds.${citation.kind}`) : t("kinds.other");
  const label = t("answer.open", { title: citation.title });
  const inApp = citation.url.startsWith("/app/");
  return (
    <li id={id} className="flex min-w-0 gap-3 rounded-md border p-3 text-sm" data-testid="ask-citation">
      <span
        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-medium tabular-nums"
        aria-hidden
      >
        {n}
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="sr-only">{t("answer.sourceNumber", { n })}</span>
          <Badge variant="outline">{kind}</Badge>
          <span className="min-w-0 font-medium break-words">{citation.title}</span>
        </div>
        {citation.quote ? (
          <blockquote className="border-l-2 pl-3 text-muted-foreground break-words">{citation.quote}</blockquote>
        ) : null}
        <div>
          <Button variant="link" size="sm" className="h-auto px-0" asChild>
            {inApp ? (
              <Link to={citation.url} onClick={onNavigate} aria-label={label} data-testid="ask-citation-link">
                {t("answer.openShort")}
              </Link>
            ) : (
              <a
                href={citation.url}
                target="_blank"
                rel="noreferrer"
                aria-label={`${label} ${t("answer.newTab")}`}
                data-testid="ask-citation-link"
              >
                {t("answer.openShort")} <ExternalLink aria-hidden />
              </a>
            )}
          </Button>
        </div>
      </div>
    </li>
  );
}
