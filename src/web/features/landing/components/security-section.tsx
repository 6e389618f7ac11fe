import { FileClockIcon, GlobeIcon, KeyRoundIcon, ShieldCheckIcon } from "lucide-react";
import { SectionHeading } from "./section-heading";

const claims = [
  {
    icon: ShieldCheckIcon,
    title: "SOC 2 Type II certification",
    body: "Independently audited controls over security, availability and confidentiality.",
  },
  {
    icon: KeyRoundIcon,
    title: "SSO and SAML",
    body: "Sign in with your company identity provider and manage access in one place.",
  },
  {
    icon: FileClockIcon,
    title: "Audit logs",
    body: "Every change to a record is logged with who made it and when, as auditors expect.",
  },
  {
    icon: GlobeIcon,
    title: "Data residency options",
    body: "Keep your data in the region your customers and regulators require.",
  },
] as const;

export function SecuritySection() {
  return (
    <section id="security" aria-labelledby="security-title" className="scroll-mt-20 bg-muted/40 py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="security" eyebrow="Security" title="Enterprise-grade security for your compliance data">
          Your food safety records are evidence. We protect them that way.
        </SectionHeading>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {claims.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-xs">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
