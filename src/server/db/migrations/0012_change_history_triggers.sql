-- The change history (schema/history.ts): one trigger function, one row trigger per administered table, so
-- every writer (API, seed, psql) is recorded in its own transaction. Who changed it is the transaction's
-- app.user_id / app.user_name (set by withChangeActor); a write without them is the system's. Only the
-- columns that changed are kept; timestamps, the editor column and password hashes never are.
CREATE FUNCTION record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  not_recorded constant text[] := ARRAY['password_hash', 'updated_at', 'created_at', 'updateby_id'];
  old_row jsonb;
  new_row jsonb;
  whole_row jsonb;
BEGIN
  whole_row := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - not_recorded; END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - not_recorded; END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(changed.key, old_row -> changed.key), '{}'::jsonb),
           coalesce(jsonb_object_agg(changed.key, changed.value), '{}'::jsonb)
      INTO old_row, new_row
      FROM jsonb_each(new_row) AS changed
     WHERE (old_row -> changed.key) IS DISTINCT FROM changed.value;
    IF (to_jsonb(OLD) ->> 'password_hash') IS DISTINCT FROM (to_jsonb(NEW) ->> 'password_hash') THEN
      new_row := new_row || '{"password": "(changed)"}'::jsonb;
    END IF;
    IF new_row = '{}'::jsonb THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO change_history (table_name, record_id, record_label, operation, changed_by_id, changed_by_name, old_values, new_values)
  VALUES (
    TG_TABLE_NAME,
    (whole_row ->> 'id')::integer,
    coalesce(whole_row ->> 'dms_site_id', whole_row ->> 'project_id', whole_row ->> 'name',
             whole_row ->> 'email', whole_row ->> 'water_year'),
    TG_OP,
    nullif(current_setting('app.user_id', true), '')::integer,
    nullif(current_setting('app.user_name', true), ''),
    old_row,
    new_row
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_change_history AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER agencies_change_history AFTER INSERT OR UPDATE OR DELETE ON agencies
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER gsas_change_history AFTER INSERT OR UPDATE OR DELETE ON gsas
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER gsps_change_history AFTER INSERT OR UPDATE OR DELETE ON gsps
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER gsa_associations_change_history AFTER INSERT OR UPDATE OR DELETE ON gsa_associations
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER gsp_associations_change_history AFTER INSERT OR UPDATE OR DELETE ON gsp_associations
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER water_years_change_history AFTER INSERT OR UPDATE OR DELETE ON water_years
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER well_sites_change_history AFTER INSERT OR UPDATE OR DELETE ON well_sites
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER stream_sites_change_history AFTER INSERT OR UPDATE OR DELETE ON stream_sites
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER subsidence_sites_change_history AFTER INSERT OR UPDATE OR DELETE ON subsidence_sites
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER interconnected_sites_change_history AFTER INSERT OR UPDATE OR DELETE ON interconnected_sites
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER groundwater_sites_change_history AFTER INSERT OR UPDATE OR DELETE ON groundwater_sites
  FOR EACH ROW EXECUTE FUNCTION record_change();
