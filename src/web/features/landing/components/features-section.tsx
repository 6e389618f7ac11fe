import {
  ActivityIcon,
  BadgeDollarSignIcon,
  ClockIcon,
  FileBarChart2Icon,
  HandshakeIcon,
  MessagesSquareIcon,
  RouteIcon,
} from "lucide-react";
import { AskYourReport } from "./ask-your-report";
import { SectionHeading } from "./section-heading";

const features = [
  {
    icon: ActivityIcon,
    title: "Continuous SOP and log monitoring",
    body: "Every sanitation, temperature, water and training record is checked as it arrives, not the week before the auditor does.",
  },
  {
    icon: FileBarChart2Icon,
    title: "Instant audit reports",
    body: "A clause-by-clause report mapped to PrimusGFS, SQF, BRCGS, Global GAP or IFS, with the evidence behind every score.",
  },
  {
    icon: MessagesSquareIcon,
    title: "Chat with your audit report",
    body: "Ask it what an auditor would ask. Answers cite the clause and the document that proves it.",
  },
  {
    icon: RouteIcon,
    title: "Lot traceability for FSMA 204",
    body: "Key data elements from field to customer, ready to hand over within 24 hours of a request.",
  },
] as const;

const benefits = [
  { icon: ClockIcon, value: "100+ hours", body: "of prep saved per audit" },
  { icon: BadgeDollarSignIcon, value: "Tens of thousands", body: "in re-audit costs avoided" },
  { icon: HandshakeIcon, value: "Lower risk", body: "of losing the buyers who need your certificate" },
] as const;

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features" eyebrow="Features" title="Everything the audit asks for, kept current">
          Built with QA managers and PCQIs at growers, packers and cold stores.
        </SectionHeading>
        <div className="mt-14 grid gap-6 lg:grid-cols-[1fr_1fr]">
          <ul className="grid gap-4 sm:grid-cols-2">
            {features.map(({ icon: Icon, title, body }) => (
              <li key={title} className="rounded-2xl border border-border bg-card p-5 shadow-xs">
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{body}</p>
              </li>
            ))}
          </ul>
          <AskYourReport />
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-3" aria-label="Benefits">
          {benefits.map(({ icon: Icon, value, body }) => (
            <li key={value} className="flex items-center gap-4 rounded-2xl bg-primary/8 p-5 dark:bg-primary/15">
              <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
              <p>
                <span className="block text-xl font-bold tracking-tight">{value}</span>
                <span className="text-sm text-muted-foreground">{body}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
