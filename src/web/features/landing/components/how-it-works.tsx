import { CheckCircle2Icon, PlugZapIcon, SlidersHorizontalIcon } from "lucide-react";
import { SectionHeading } from "./section-heading";

const steps = [
  {
    icon: PlugZapIcon,
    title: "Connect Your Data",
    body: "Link SharePoint, forward documents by email or upload them by hand. SOPs, logs and certificates all count as evidence.",
  },
  {
    icon: SlidersHorizontalIcon,
    title: "Configure Audit Scheme",
    body: "Choose the standard you are audited against and the modules that apply to each site.",
  },
  {
    icon: CheckCircle2Icon,
    title: "You're All Set",
    body: "Get alerts when a record slips, instant reports whenever you need one, and answers to any question about your audit pack.",
  },
] as const;

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-it-works" eyebrow="How it works" title="Audit-ready in three steps">
          No new forms for your crews. Clausewise reads the records you already keep.
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, body }, i) => (
            <li key={title} className="relative rounded-2xl border border-border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Step {i + 1}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
