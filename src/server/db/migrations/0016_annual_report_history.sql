-- Annual reports are recorded in the change history like administered records (migration 0012), each
-- figure as a field of its own: record_change now spreads a row's report_values into its columns, so an
-- update lists the figures that changed with their values before and after, not the whole set twice.
-- A report is labelled by its type, GSP and water year ids.
CREATE OR REPLACE FUNCTION record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  not_recorded constant text[] := ARRAY['password_hash', 'updated_at', 'created_at', 'updateby_id', 'report_values'];
  old_row jsonb;
  new_row jsonb;
  whole_row jsonb;
BEGIN
  whole_row := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  IF TG_OP <> 'INSERT' THEN
    old_row := (to_jsonb(OLD) - not_recorded) || coalesce(to_jsonb(OLD) -> 'report_values', '{}'::jsonb);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := (to_jsonb(NEW) - not_recorded) || coalesce(to_jsonb(NEW) -> 'report_values', '{}'::jsonb);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(changed.key, old_row -> changed.key), '{}'::jsonb),
           coalesce(jsonb_object_agg(changed.key, changed.value), '{}'::jsonb)
      INTO old_row, new_row
      FROM (
        SELECT key, new_row -> key AS value
          FROM (SELECT jsonb_object_keys(new_row) AS key UNION SELECT jsonb_object_keys(old_row)) AS names
      ) AS changed
     WHERE (old_row -> changed.key) IS DISTINCT FROM changed.value;
    IF (to_jsonb(OLD) ->> 'password_hash') IS DISTINCT FROM (to_jsonb(NEW) ->> 'password_hash') THEN
      new_row := new_row || '{"password": "(changed)"}'::jsonb;
    END IF;
    IF new_row = '{}'::jsonb AND old_row = '{}'::jsonb THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO change_history (table_name, record_id, record_label, operation, changed_by_id, changed_by_name, old_values, new_values)
  VALUES (
    TG_TABLE_NAME,
    (whole_row ->> 'id')::integer,
    coalesce(whole_row ->> 'dms_site_id', whole_row ->> 'project_id', whole_row ->> 'name',
             whole_row ->> 'email', whole_row ->> 'water_year',
             (whole_row ->> 'report_type') || ' of GSP ' || (whole_row ->> 'gsp_id') || ', water year id '
               || (whole_row ->> 'water_year_id')),
    TG_OP,
    nullif(current_setting('app.user_id', true), '')::integer,
    nullif(current_setting('app.user_name', true), ''),
    old_row,
    new_row
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER annual_reports_change_history AFTER INSERT OR UPDATE OR DELETE ON annual_reports
  FOR EACH ROW EXECUTE FUNCTION record_change();
