-- Decision 169: the servers keep sessions and read responses in memory; these triggers tell every server
-- (LISTEN clausewise_cache) what changed, when and only if the transaction commits.
-- d:<organisation>  the organisation's data changed (its records, attachments, sites, any audited write)
-- o:<organisation>  what every member of the organisation may do changed (two-factor policy, the organisation)
-- u:<user>          a user's account or memberships changed (role, sites, deactivation, two-factor, password)
-- t:<token hash>    one session ended or changed
CREATE FUNCTION clausewise_notify_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('clausewise_cache', 'd:' || o) FROM (SELECT DISTINCT organisation_id::text AS o FROM old_rows) AS changed;
  ELSE
    PERFORM pg_notify('clausewise_cache', 'd:' || o) FROM (SELECT DISTINCT organisation_id::text AS o FROM new_rows) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_notify_insert AFTER INSERT ON audit_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clausewise_notify_data();
--> statement-breakpoint
CREATE TRIGGER monitoring_records_notify_insert AFTER INSERT ON monitoring_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clausewise_notify_data();
--> statement-breakpoint
CREATE TRIGGER monitoring_records_notify_update AFTER UPDATE ON monitoring_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clausewise_notify_data();
--> statement-breakpoint
CREATE TRIGGER monitoring_records_notify_delete AFTER DELETE ON monitoring_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION clausewise_notify_data();
--> statement-breakpoint
CREATE TRIGGER attachments_notify_insert AFTER INSERT ON attachments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clausewise_notify_data();
--> statement-breakpoint
CREATE TRIGGER attachments_notify_update AFTER UPDATE ON attachments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clausewise_notify_data();
--> statement-breakpoint
CREATE TRIGGER attachments_notify_delete AFTER DELETE ON attachments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION clausewise_notify_data();
--> statement-breakpoint
CREATE TRIGGER sites_notify_insert AFTER INSERT ON sites REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clausewise_notify_data();
--> statement-breakpoint
CREATE TRIGGER sites_notify_update AFTER UPDATE ON sites REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clausewise_notify_data();
--> statement-breakpoint
CREATE TRIGGER sites_notify_delete AFTER DELETE ON sites REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION clausewise_notify_data();
--> statement-breakpoint
CREATE FUNCTION clausewise_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clausewise_cache', 't:' || OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION clausewise_notify_session();
--> statement-breakpoint
-- The idle clock (last_seen_at) is bookkeeping the cache keeps itself: only other changes are announced.
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((OLD.token_hash, OLD.user_id, OLD.organisation_id, OLD.expires_at) IS DISTINCT FROM (NEW.token_hash, NEW.user_id, NEW.organisation_id, NEW.expires_at))
  EXECUTE FUNCTION clausewise_notify_session();
--> statement-breakpoint
CREATE FUNCTION clausewise_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch reads only the columns of its table (PL/pgSQL resolves a record's fields as it runs).
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('clausewise_cache', 'u:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'membership_sites' THEN
    PERFORM pg_notify('clausewise_cache', 'u:' || m.user_id) FROM memberships m
      WHERE m.id IN (OLD.membership_id, NEW.membership_id);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('clausewise_cache', 'u:' || OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('clausewise_cache', 'u:' || NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION clausewise_notify_user();
--> statement-breakpoint
CREATE TRIGGER memberships_notify AFTER INSERT OR UPDATE OR DELETE ON memberships FOR EACH ROW EXECUTE FUNCTION clausewise_notify_user();
--> statement-breakpoint
CREATE TRIGGER membership_sites_notify AFTER INSERT OR UPDATE OR DELETE ON membership_sites FOR EACH ROW EXECUTE FUNCTION clausewise_notify_user();
--> statement-breakpoint
CREATE TRIGGER user_two_factor_notify AFTER INSERT OR UPDATE OR DELETE ON user_two_factor FOR EACH ROW EXECUTE FUNCTION clausewise_notify_user();
--> statement-breakpoint
CREATE FUNCTION clausewise_notify_organisation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'organisations' THEN
    PERFORM pg_notify('clausewise_cache', 'o:' || OLD.id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('clausewise_cache', 'o:' || OLD.organisation_id);
  ELSE
    PERFORM pg_notify('clausewise_cache', 'o:' || NEW.organisation_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organisations_notify AFTER UPDATE OR DELETE ON organisations FOR EACH ROW EXECUTE FUNCTION clausewise_notify_organisation();
--> statement-breakpoint
CREATE TRIGGER two_factor_policies_notify AFTER INSERT OR UPDATE OR DELETE ON two_factor_policies FOR EACH ROW EXECUTE FUNCTION clausewise_notify_organisation();
