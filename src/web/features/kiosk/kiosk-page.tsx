import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CheckCircle2, ChevronRight, Loader2, LogOut, XCircle } from "lucide-react";
import { languageNames, trainingLanguages, type TrainingLanguage } from "@domain/training/languages";
import type { AttemptResult, WorkerAssignment, WorkerContent } from "@domain/training/views";
import { apiErrorMessage, showApiError } from "@/lib/api-errors";
import { cn } from "@/lib/utils";
import { formatDate } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Logo } from "@/components/logo";
import { kioskApi, kioskAssignmentsQuery, kioskContentQuery, kioskStationQuery } from "./kiosk-api";
import { useLessonText, useStationText } from "./use-kiosk-text";

type Worker = { ticket: string; name: string };
const statusStyle = {
  overdue: "bg-red-100 text-red-800",
  pending: "bg-amber-100 text-amber-900",
  completed: "bg-emerald-100 text-emerald-800",
} as const;

/** Worker-facing training at a station or on a phone: employee ID → assignment → language → read → quiz. */
export function KioskPage() {
  const { t } = useStationText();
  const { token = "" } = useParams();
  const info = useQuery(kioskStationQuery(token));
  const [worker, setWorker] = useState<Worker | null>(null);

  if (info.isPending)
    return (
      <Shell>
        <Loader2 className="mx-auto size-8 animate-spin text-muted-foreground" aria-label={t("loading")} />
      </Shell>
    );
  if (info.error) {
    return (
      <Shell>
        <h1 className="text-2xl font-semibold">{t("notFoundTitle")}</h1>
        <p className="text-muted-foreground">{t("notFound")}</p>
      </Shell>
    );
  }
  return (
    <Shell
      subtitle={`${info.data.site.name} · ${info.data.stationName}`}
      onExit={worker ? () => setWorker(null) : undefined}
    >
      {worker ? (
        <WorkerTraining token={token} worker={worker} onExpired={() => setWorker(null)} />
      ) : (
        <Identify token={token} onIdentified={setWorker} />
      )}
    </Shell>
  );
}

function Shell({ children, subtitle, onExit }: { children: React.ReactNode; subtitle?: string; onExit?: () => void }) {
  const { t } = useStationText();
  return (
    <div className="min-h-svh bg-muted/40">
      <header className="flex items-center justify-between gap-3 border-b border-border bg-background px-4 py-3">
        <div className="min-w-0">
          <Logo />
          {subtitle && <p className="mt-1 truncate text-xs text-muted-foreground">{subtitle}</p>}
        </div>
        {onExit && (
          <Button variant="outline" size="lg" onClick={onExit}>
            <LogOut aria-hidden /> {t("finish")}
          </Button>
        )}
      </header>
      <main className="mx-auto w-full max-w-2xl space-y-5 p-4 sm:p-6">{children}</main>
    </div>
  );
}

function Identify({ token, onIdentified }: { token: string; onIdentified: (w: Worker) => void }) {
  const { t, tBoth } = useStationText();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const identify = useMutation({
    mutationFn: () => kioskApi.identify(token, code),
    onSuccess: (r) => onIdentified({ ticket: r.ticket, name: r.employee.name }),
    // The employee ID is the form's one field: a reason about it shows in the same place.
    onError: (e) => showApiError(e, (fields) => setError(Object.values(fields).join(" ")), setError),
  });
  return (
    <form
      className="space-y-5 rounded-2xl border border-border bg-background p-6 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        identify.mutate();
      }}
    >
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{tBoth("title")}</h1>
        <p className="text-muted-foreground">{tBoth("enterId")}</p>
      </div>
      <label className="block space-y-2">
        <span className="text-sm font-medium">{tBoth("employeeId")}</span>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className="h-14 text-center font-mono text-2xl tracking-widest uppercase"
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={t("idPlaceholder")}
          aria-invalid={!!error}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        className="h-14 w-full text-lg"
        disabled={identify.isPending || code.trim().length < 2}
      >
        {identify.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {tBoth("continue")}
      </Button>
    </form>
  );
}

function WorkerTraining({ token, worker, onExpired }: { token: string; worker: Worker; onExpired: () => void }) {
  const { t, tBoth } = useStationText();
  const list = useQuery(kioskAssignmentsQuery(token, worker.ticket));
  const [chosen, setChosen] = useState<WorkerAssignment | null>(null);
  if (list.error) {
    return (
      <div className="space-y-4 rounded-2xl border border-border bg-background p-6 shadow-sm" role="alert">
        <p className="text-lg">{apiErrorMessage(list.error)}</p>
        <Button size="lg" className="h-14 w-full text-lg" onClick={onExpired}>
          {tBoth("reenterId")}
        </Button>
      </div>
    );
  }
  if (chosen)
    return (
      <TakeModule token={token} worker={worker} assignment={chosen} onDone={() => (setChosen(null), list.refetch())} />
    );
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-muted-foreground">{tBoth("hello")}</p>
        <h1 className="text-2xl font-semibold tracking-tight">{worker.name}</h1>
      </div>
      {list.isPending && <Loader2 className="size-6 animate-spin text-muted-foreground" aria-label={t("loading")} />}
      {list.data?.items.length === 0 && <p className="text-muted-foreground">{t("noTraining")}</p>}
      <ul className="space-y-3">
        {list.data?.items.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              onClick={() => setChosen(a)}
              className="flex min-h-20 w-full items-center justify-between gap-3 rounded-2xl border border-border bg-background p-4 text-left shadow-sm transition hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <div className="min-w-0 space-y-1">
                <ModuleTitles module={a.module} />
                <p className="text-sm text-muted-foreground">
                  {t("duration", { minutes: a.module.durationMinutes })}
                  {a.module.minimumMinutes ? t("minimum", { minutes: a.module.minimumMinutes }) : ""} ·{" "}
                  {a.module.languages.join(" / ")} · {t("due", { date: formatDate(a.dueDate) })}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <span className={cn("rounded-full px-2.5 py-1 text-xs font-semibold", statusStyle[a.status])}>
                  {t(`status.${a.status}`)}
                </span>
                <ChevronRight className="size-5 text-muted-foreground" aria-hidden />
              </div>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TakeModule({
  token,
  worker,
  assignment,
  onDone,
}: {
  token: string;
  worker: Worker;
  assignment: WorkerAssignment;
  onDone: () => void;
}) {
  const [language, setLanguage] = useState<TrainingLanguage | null>(
    assignment.module.languages.length === 1 ? assignment.module.languages[0]! : null,
  );
  const content = useQuery(kioskContentQuery(token, worker.ticket, assignment.id, language));
  const { t, tBoth } = useStationText();
  // "Choose your language" in each language the module is offered in (the hooks run for every language).
  const lessonText = { EN: useLessonText("EN"), ES: useLessonText("ES"), HM: useLessonText("HM") };
  const chooseLanguage = trainingLanguages
    .filter((l) => assignment.module.languages.includes(l))
    .map((l) => lessonText[l]("chooseLanguage"))
    .join(" · ");

  if (!language) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold tracking-tight">
          <ModuleTitles module={assignment.module} large />
        </h1>
        <p className="text-muted-foreground">{chooseLanguage}</p>
        <div className="grid gap-3">
          {assignment.module.languages.map((l) => (
            <Button
              key={l}
              variant="outline"
              size="lg"
              className="h-16 justify-between text-lg"
              onClick={() => setLanguage(l)}
            >
              {languageNames[l]} <span className="font-mono text-sm text-muted-foreground">{l}</span>
            </Button>
          ))}
        </div>
        <Button variant="ghost" size="lg" onClick={onDone}>
          {tBoth("back")}
        </Button>
      </div>
    );
  }
  if (!content.data) return <Loader2 className="size-6 animate-spin text-muted-foreground" aria-label={t("loading")} />;
  return <ReadAndQuiz token={token} worker={worker} content={content.data} onDone={onDone} />;
}

function ReadAndQuiz({
  token,
  worker,
  content,
  onDone,
}: {
  token: string;
  worker: Worker;
  content: WorkerContent;
  onDone: () => void;
}) {
  const t = useLessonText(content.language);
  const started = useRef(Date.now());
  // The server notes when the worker opened the module; the quiz counts once the module's minimum has passed.
  const start = useMutation({ mutationFn: () => kioskApi.start(token, worker.ticket, content.assignmentId) });
  const startReading = start.mutate;
  useEffect(() => startReading(), [startReading]);
  const now = useNow(1000);
  const opensAt = start.data ? Date.parse(start.data.quizOpensAt) : null;
  const waitSeconds = opensAt ? Math.max(0, Math.ceil((opensAt - now) / 1000)) : 0;
  const [step, setStep] = useState<"read" | "quiz">("read");
  const [answers, setAnswers] = useState<(number | undefined)[]>([]);
  const [result, setResult] = useState<AttemptResult | null>(null);
  const attempt = useMutation({
    mutationFn: () =>
      kioskApi.attempt(token, worker.ticket, content.assignmentId, {
        language: content.language,
        answers: answers as number[],
        durationSeconds: Math.round((Date.now() - started.current) / 1000),
      }),
    onSuccess: setResult,
  });
  const complete = content.questions.every((_, i) => answers[i] !== undefined);

  if (result) {
    return (
      <div className="space-y-5 rounded-2xl border border-border bg-background p-6 text-center shadow-sm" role="status">
        {result.passed ? (
          <CheckCircle2 className="mx-auto size-16 text-emerald-600" aria-hidden />
        ) : (
          <XCircle className="mx-auto size-16 text-red-600" aria-hidden />
        )}
        <h1 className="text-2xl font-semibold">{result.passed ? t("passed") : t("failed")}</h1>
        <p className="text-lg">
          {t("score")}:{" "}
          <span className="font-semibold tabular-nums" data-testid="kiosk-score">
            {formatPercent(result.score)}
          </span>{" "}
          · {t("passMark")}: {formatPercent(result.passMark)}
        </p>
        <div className="grid gap-3">
          {!result.passed && (
            <Button
              size="lg"
              className="h-14 text-lg"
              onClick={() => (setResult(null), setAnswers([]), setStep("read"), (started.current = Date.now()))}
            >
              {t("retry")}
            </Button>
          )}
          <Button size="lg" variant={result.passed ? "default" : "outline"} className="h-14 text-lg" onClick={onDone}>
            {t("done")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm font-medium text-primary">{step === "read" ? t("read") : t("quiz")}</p>
        <h1 className="text-2xl font-semibold tracking-tight" lang={content.language.toLowerCase()}>
          {content.title}
        </h1>
        {content.description ? <p className="mt-1 text-muted-foreground">{content.description}</p> : null}
        {content.minimumMinutes ? (
          <p className="mt-1 text-sm text-muted-foreground" data-testid="kiosk-minimum">
            {t("atLeast", { minutes: content.minimumMinutes })}
          </p>
        ) : null}
      </div>
      {step === "read" ? (
        <>
          {content.sections.map((s, i) => (
            <section key={i} className="space-y-2 rounded-2xl border border-border bg-background p-5 shadow-sm">
              <h2 className="text-lg font-semibold">{s.heading}</h2>
              <p className="text-base leading-relaxed whitespace-pre-line">{s.body}</p>
            </section>
          ))}
          <Button size="lg" className="h-14 w-full text-lg" disabled={waitSeconds > 0} onClick={() => setStep("quiz")}>
            {waitSeconds > 0 ? (
              t("quizOpensIn", { time: clock(waitSeconds) })
            ) : (
              <>
                {t("quiz")} <ChevronRight aria-hidden />
              </>
            )}
          </Button>
        </>
      ) : (
        <>
          {content.questions.map((q, i) => (
            <fieldset key={i} className="space-y-3 rounded-2xl border border-border bg-background p-5 shadow-sm">
              <legend className="sr-only">{q.prompt}</legend>
              <p className="text-lg font-semibold" aria-hidden>
                {i + 1}. {q.prompt}
              </p>
              <div className="grid gap-2">
                {q.options.map((option, j) => (
                  <label
                    key={j}
                    className={cn(
                      "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 p-3 text-base",
                      answers[i] === j ? "border-primary bg-primary/5" : "border-border",
                    )}
                  >
                    <input
                      type="radio"
                      name={`q${i}`}
                      className="size-5 accent-[var(--primary)]"
                      checked={answers[i] === j}
                      onChange={() => setAnswers((a) => Object.assign([...a], { [i]: j }))}
                    />
                    {option}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {attempt.error && (
            <p role="alert" className="text-sm text-destructive">
              {apiErrorMessage(attempt.error)}
            </p>
          )}
          <div className="grid grid-cols-[auto_1fr] gap-3">
            <Button variant="outline" size="lg" className="h-14" onClick={() => setStep("read")}>
              {t("back")}
            </Button>
            <Button
              size="lg"
              className="h-14 text-lg"
              disabled={!complete || attempt.isPending}
              onClick={() => attempt.mutate()}
            >
              {attempt.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {complete ? t("submit") : t("answerAll")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** The module's title, with its title in each other language it is translated into (Spanish readers find theirs). */
function ModuleTitles({ module, large = false }: { module: WorkerAssignment["module"]; large?: boolean }) {
  const others = Object.entries(module.titles) as [TrainingLanguage, string][];
  return (
    <span className="block">
      <span className={cn("block leading-snug font-semibold", large ? "" : "text-lg")}>{module.title}</span>
      {others.map(([language, title]) => (
        <span
          key={language}
          lang={language.toLowerCase()}
          className={cn("block leading-snug text-muted-foreground", large ? "text-lg font-medium" : "text-base")}
        >
          {title}
        </span>
      ))}
    </span>
  );
}

/** The current time, refreshed every `ms` (the quiz countdown). */
function useNow(ms: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
