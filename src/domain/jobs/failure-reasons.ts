/**
 * What a person is told when a background job (an evidence pack, and any later job) fails. These are
 * the only texts a job stores as its failure reason and the screens show: the exception itself goes to
 * the server log, never to a screen, a notification or the audit trail.
 */
export const jobFailureReasons = {
  /** The job threw: a bug or an outage on our side. */
  unexpected: "It could not be generated because of an error on our side. The error has been logged; please try again.",
  /** The job was started again and again without finishing (the server stopped while it ran). */
  gaveUp: (attempts: number) =>
    `It did not finish after ${attempts} attempts (the server stopped while generating it). Please try again.`,
} as const;
