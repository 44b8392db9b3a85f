ALTER TABLE "gsps" ADD COLUMN "boundary" jsonb;
--> statement-breakpoint
-- A GSP's boundary (GeoJSON, up to hundreds of thousands of positions) is not copied into the change
-- history at each change: the history says it was set, changed or removed (record_change as of 0018).
-- A key's hash, like a password's, is never recorded.
CREATE OR REPLACE FUNCTION record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  not_recorded constant text[] := ARRAY['password_hash', 'updated_at', 'created_at', 'updateby_id', 'report_values', 'boundary', 'key_hash'];
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
  IF TG_OP = 'INSERT' AND jsonb_typeof(to_jsonb(NEW) -> 'boundary') = 'object' THEN
    new_row := new_row || '{"boundary": "(set)"}'::jsonb;
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
    IF (to_jsonb(OLD) -> 'boundary') IS DISTINCT FROM (to_jsonb(NEW) -> 'boundary') THEN
      new_row := new_row || jsonb_build_object('boundary',
        CASE WHEN jsonb_typeof(to_jsonb(NEW) -> 'boundary') = 'object' THEN '(changed)' ELSE '(removed)' END);
    END IF;
    IF new_row = '{}'::jsonb AND old_row = '{}'::jsonb THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO change_history (table_name, record_id, record_label, operation, changed_by_id, changed_by_name, old_values, new_values)
  VALUES (
    TG_TABLE_NAME,
    (whole_row ->> 'id')::integer,
    coalesce(whole_row ->> 'dms_site_id', whole_row ->> 'project_id', whole_row ->> 'name',
             whole_row ->> 'email', whole_row ->> 'water_year', whole_row ->> 'well_id', whole_row ->> 'entry_id',
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
