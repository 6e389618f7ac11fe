import type { ReactNode } from "react";

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The eyebrow, title and lead paragraph that open each landing section. */
export function SectionHeading({ id, eyebrow, title, children }: Props) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-pretty text-muted-foreground">{children}</p>}
    </div>
  );
}
