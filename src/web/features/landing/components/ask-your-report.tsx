import { BotIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useInViewOnce } from "@/features/landing/hooks/use-in-view-once";
import { usePrefersReducedMotion } from "@/features/landing/hooks/use-media-query";
import { useTypewriter } from "@/features/landing/hooks/use-typewriter";

/** A sample exchange with the audit report, typed out once it scrolls into view. */
export function AskYourReport() {
  const { t } = useTranslation("landing");
  const question = t("ask.question");
  const answer = t("ask.answer");
  const { ref, inView } = useInViewOnce<HTMLDivElement>(0.4);
  const reduceMotion = usePrefersReducedMotion();
  const typed = useTypewriter(answer, inView, reduceMotion);

  return (
    <div
      ref={ref}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-gradient-to-b from-card to-muted/50 p-6 shadow-sm"
    >
      <p className="text-sm font-medium text-muted-foreground">{t("ask.title")}</p>
      <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-sm text-primary-foreground">
        {question}
      </p>
      <div className="flex max-w-[92%] gap-2">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <BotIcon className="size-4" aria-hidden="true" />
        </span>
        {/* Screen readers get the whole answer at once; the typing is visual only. */}
        <p className="rounded-2xl rounded-tl-sm border border-border bg-card px-4 py-2.5 text-sm">
          <span className="sr-only">{answer}</span>
          <span aria-hidden="true">
            {typed}
            {typed.length < answer.length && (
              <span className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse bg-primary" />
            )}
          </span>
        </p>
      </div>
    </div>
  );
}
