/**
 * The authors of a record's current version: whoever made the record and, once it has been corrected,
 * whoever made the correction. Verification is a second person's check of that version, so none of
 * its authors may verify it (issue 19: a verifier who corrects someone else's record cannot then
 * approve her own correction).
 */
export function currentVersionAuthors(record: { createdBy: string | null; correctedBy: string | null }): string[] {
  return [record.createdBy, record.correctedBy].filter((id): id is string => id !== null);
}

export const isAuthorOfCurrentVersion = (
  record: { createdBy: string | null; correctedBy: string | null },
  userId: string | null,
): boolean => userId !== null && currentVersionAuthors(record).includes(userId);
