const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

/** An instant in the viewer's own time zone, e.g. "23 Nov 2026, 11:40:05". */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
