import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { PurgeRule } from "./purge-plan";

/** A table or column name as an SQL identifier (names come from the schema, never from a request). */
export const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** The organisation's user accounts: every member (export), or those with no other organisation (purge). */
export async function organisationAccounts(db: Db, organisationId: string, options: { onlyThisOrganisation: boolean }) {
  const result = (await db.execute(sql`
    select u.id::text as id, u.email from memberships m join users u on u.id = m.user_id
    where m.organisation_id = ${organisationId}
      ${
        options.onlyThisOrganisation
          ? sql`and not exists (select 1 from memberships o where o.user_id = m.user_id and o.organisation_id <> ${organisationId})`
          : sql``
      }`)) as unknown as { rows: { id: string; email: string }[] };
  return result.rows;
}

export interface Owner {
  organisationId: string;
  userIds: string[];
  emails: string[];
}

/** The condition that picks the organisation's rows of a table under its rule (null: none are picked). */
export function ownedRows(rule: PurgeRule, owner: Owner): SQL | null {
  switch (rule.kind) {
    case "organisation":
    case "tombstone":
      return sql`organisation_id = ${owner.organisationId}`;
    case "via":
      return sql`${ident(rule.column)} in (select id from ${ident(rule.parent)} where organisation_id = ${owner.organisationId})`;
    case "user":
      return sql`${ident(rule.column)}::text = any(${sql.param(owner.userIds)})`;
    case "users":
      return sql`id::text = any(${sql.param(owner.userIds)})`;
    case "throttle":
      return sql`key = any(${sql.param(owner.emails.map((e) => `account:${e}`))})`;
    case "self":
      return sql`id = ${owner.organisationId}`;
    case "global":
      return null;
  }
}
