/** A date and time as the browsers' datetime-local or ISO 8601 writes it. */
export const isIsoDateTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(value) &&
  !Number.isNaN(Date.parse(value));
