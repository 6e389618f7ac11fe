import { sql } from "drizzle-orm";
import { suggestedClause } from "../../src/domain/records/catalogue";
import type { Db } from "../../src/server/db/client";

/**
 * A year of monitoring at one site, as a packhouse produces it: `count` records over the last 365
 * days, on three shifts (pre-op 05–07, day 07–15, swing 15–23, few at night), 45 % temperature, 30 %
 * sanitation, 15 % pest, 10 % water; about 2 % out of limit (with a corrective action); records
 * older than ~10 days verified (0.3 % rejected), the last days' pending, a few overdue; one review row
 * per decision; an attached file on about 1 record in 300. Written in bulk by SQL (the audit trail of
 * these rows is not part of what is measured). Deterministic (setseed).
 */
export async function generateYearOfRecords(
  db: Db,
  site: { organisationId: string; siteId: string; timezone: string; clauses: readonly string[] },
  count: number,
) {
  const clause = (type: "temperature" | "sanitation" | "water" | "pest") =>
    suggestedClause(type, site.clauses) ?? site.clauses[0]!;
  await db.execute(sql`select setseed(0.42)`);
  // A bulk load: the per-row triggers that keep monitoring_record_counts and monitoring_record_pending are
  // off meanwhile, and the site's counts are rebuilt once afterwards (the same rows the triggers would have written).
  await db.execute(sql`alter table monitoring_records disable trigger monitoring_record_counts_follow`);
  await db.execute(sql`alter table monitoring_records disable trigger monitoring_record_pending_follow`);
  await db.execute(sql`
    insert into monitoring_records (organisation_id, site_id, type, clause_id, occurred_at, performed_by, readings,
      summary, exception, notes, status, version, submitted_at, due_date, created_by_name, reviewed_by_name,
      reviewed_at, review_notes, created_at, updated_at, form_version_id)
    select ${site.organisationId}::uuid, ${site.siteId}::uuid, type,
      case type when 'temperature' then ${clause("temperature")} when 'sanitation' then ${clause("sanitation")}
        when 'water' then ${clause("water")} else ${clause("pest")} end,
      occurred_at,
      (array['Sofia Ramirez','James Carter','Luis Ortega','Ana Flores','Kevin Tran'])[1 + floor(r_who * 5)::int],
      case type
        when 'temperature' then jsonb_build_object('location', (array['Cooler 1','Cooler 2','Cooler 3','Dock 2 pre-cool','Blast tunnel'])[1 + floor(r_where * 5)::int],
          'reading', reading, 'unit', 'F', 'minLimit', 32, 'maxLimit', 41,
          'correctiveAction', case when exception then 'Door gasket replaced; product moved to Cooler 1 and re-checked.' else '' end)
        when 'sanitation' then jsonb_build_object('area', (array['Wash line 1','Pack line 2','Pack line 3','Cooler 2 floor'])[1 + floor(r_where * 4)::int],
          'shift', 'pre_op', 'checklist', '[]'::jsonb, 'sanitizerPpm', 150 + floor(r_where * 50),
          'correctiveAction', case when exception then 'Drain re-cleaned and re-inspected before start-up.' else '' end)
        when 'water' then jsonb_build_object('source', 'municipal', 'samplePoint', 'Flume 1 wash water', 'test', 'free_chlorine',
          'result', case when exception then 1.2 else 2.5 end, 'limit', 2, 'lab', '',
          'correctiveAction', case when exception then 'Chlorine injector re-primed; flume re-tested.' else '' end)
        else jsonb_build_object('station', 'RS-' || lpad((1 + floor(r_where * 24))::text, 2, '0'), 'stationType', 'rodent_bait',
          'activityFound', exception, 'activity', case when exception then 'Droppings beside the station' else '' end,
          'action', case when exception then 'Area cleaned; service provider called.' else '' end)
      end,
      case type when 'temperature' then (array['Cooler 1','Cooler 2','Cooler 3','Dock 2 pre-cool','Blast tunnel'])[1 + floor(r_where * 5)::int] || ': ' || reading || ' °F'
        when 'sanitation' then 'Pre-op inspection ' || case when exception then '1 item failed' else 'all items passed' end
        when 'water' then 'Free chlorine ' || case when exception then '1.2' else '2.5' end || ' ppm'
        else 'Station check ' || case when exception then 'activity found' else 'no activity' end end,
      exception, '', status, 1, occurred_at + interval '10 minutes',
      ((occurred_at at time zone ${site.timezone})::date + 9), 'Bench generator',
      case when status <> 'pending' then 'Daniel Kim' end,
      case when status <> 'pending' then occurred_at + (1 + r_review * 4) * interval '1 day' end,
      case when status = 'rejected' then 'Reading not legible; please re-enter.' end,
      occurred_at, occurred_at,
      (select v.id from log_form_versions v where v.form_id = type and v.version = 1)
    from (
      select *,
        case when type = 'temperature' then case when exception then 44 + round((r_where * 3)::numeric, 1) else 33.5 + round((r_where * 5)::numeric, 1) end end as reading,
        case when age_days <= 8 then 'pending'
             when age_days <= 12 and r_status < 0.05 then 'pending'
             when r_status > 0.997 then 'rejected'
             else 'verified' end as status
      from (
        select *, random() < 0.02 as exception,
          (((now() at time zone ${site.timezone})::date - age_days + make_interval(hours => hour, mins => floor(r_min * 60)::int))::timestamp
            at time zone ${site.timezone}) as occurred_at
        from (
          select g,
            1 + floor((g - 1)::float * 365 / ${count})::int as age_days,
            case when r_type < 0.45 then 'temperature' when r_type < 0.75 then 'sanitation' when r_type < 0.9 then 'pest' else 'water' end as type,
            case when r_shift < 0.2 then 5 + floor(r_shift * 10) when r_shift < 0.6 then 7 + floor((r_shift - 0.2) * 20)
                 when r_shift < 0.97 then 15 + floor((r_shift - 0.6) * 21.6) else floor((r_shift - 0.97) * 166) end::int as hour,
            r_min, r_who, r_where, r_status, r_review
          from (
            select g, random() as r_type, random() as r_shift, random() as r_min, random() as r_who, random() as r_where,
              random() as r_status, random() as r_review
            from generate_series(1, ${count}) g
          ) raw
        ) shaped
      ) timed
    ) final`);
  await db.execute(sql`alter table monitoring_records enable trigger monitoring_record_counts_follow`);
  await db.execute(sql`alter table monitoring_records enable trigger monitoring_record_pending_follow`);
  await db.execute(sql`delete from monitoring_record_pending where site_id = ${site.siteId}::uuid`);
  await db.execute(sql`
    insert into monitoring_record_pending (organisation_id, site_id, clause_id, due_date, count)
    select organisation_id, site_id, clause_id, due_date, count(*)
    from monitoring_records where site_id = ${site.siteId}::uuid and status = 'pending'
    group by 1, 2, 3, 4`);
  await db.execute(sql`delete from monitoring_record_counts where site_id = ${site.siteId}::uuid`);
  await db.execute(sql`
    insert into monitoring_record_counts (organisation_id, site_id, status, exception, reviewed_day, count)
    select organisation_id, site_id, status, exception,
      case when status = 'verified' and reviewed_at is not null then (reviewed_at at time zone 'UTC')::date else date '1970-01-01' end,
      count(*)
    from monitoring_records where site_id = ${site.siteId}::uuid
    group by 1, 2, 3, 4, 5`);
  await db.execute(sql`
    insert into record_reviews (organisation_id, record_id, version, decision, notes, content_hash, reviewer_name, reviewer_role, reviewed_at)
    select organisation_id, id, 1, case when status = 'verified' then 'approved' else 'rejected' end, coalesce(review_notes, ''),
      md5(id::text), 'Daniel Kim', 'qa_manager', reviewed_at
    from monitoring_records
    where site_id = ${site.siteId}::uuid and created_by_name = 'Bench generator' and status <> 'pending'`);
  // A small PDF on about one record in 300 (delivery notes, lab reports).
  const pdf = Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n".padEnd(
      2048,
      " ",
    ),
  );
  await db.execute(sql`
    insert into attachments (organisation_id, site_id, owner_type, owner_id, filename, content_type, size, sha256, data, uploaded_by_name, created_at)
    select organisation_id, site_id, 'monitoring_record', id, 'lab-report.pdf', 'application/pdf', ${pdf.length}, md5(id::text),
      ${pdf}, 'Bench generator', created_at
    from monitoring_records
    where site_id = ${site.siteId}::uuid and created_by_name = 'Bench generator' and ('x' || substr(md5(id::text), 1, 8))::bit(32)::int % 300 = 0`);
  await db.execute(sql`analyze`);
  const result = (await db.execute(sql`
    select (select count(*) from monitoring_records where site_id = ${site.siteId}::uuid) as records,
      (select count(*) from monitoring_records where site_id = ${site.siteId}::uuid and status = 'pending') as pending,
      (select count(*) from attachments where site_id = ${site.siteId}::uuid and owner_type = 'monitoring_record') as attachments`)) as unknown as {
    rows: { records: string; attachments: string; pending: string }[];
  };
  const row = result.rows[0];
  return { records: Number(row!.records), pending: Number(row!.pending), attachments: Number(row!.attachments) };
}
