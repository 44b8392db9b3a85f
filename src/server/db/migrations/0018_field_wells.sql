CREATE TABLE "pump_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"well" integer NOT NULL,
	"code" text NOT NULL,
	"entry_id" text NOT NULL,
	"idempotency_key" text,
	"created_by_id" integer,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"test_date" date NOT NULL,
	"tested_by" text,
	"flow_rate" double precision,
	"static_water_level" double precision,
	"pumping_water_level" double precision,
	"discharge_pressure" double precision,
	"motor_horsepower" double precision,
	"horsepower_input" double precision,
	"kilowatt_input" double precision,
	"pump_test_notes" text,
	"flow_rate_cfs" double precision,
	"af_per_day" double precision,
	"drawdown" double precision,
	"discharge_level" double precision,
	"tdh" double precision,
	"water_horsepower" double precision,
	"input_horsepower" double precision,
	"kilowatt_hour_input" double precision,
	"kwh_per_af" double precision,
	"specific_capacity" double precision,
	"efficiency" double precision
);
--> statement-breakpoint
CREATE TABLE "well_maintenance" (
	"id" serial PRIMARY KEY NOT NULL,
	"well" integer NOT NULL,
	"code" text NOT NULL,
	"entry_id" text NOT NULL,
	"idempotency_key" text,
	"created_by_id" integer,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"performedby" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "well_volume_pumps" (
	"id" serial PRIMARY KEY NOT NULL,
	"well" integer NOT NULL,
	"code" text NOT NULL,
	"entry_id" text NOT NULL,
	"idempotency_key" text,
	"created_by_id" integer,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"startdate" date NOT NULL,
	"enddate" date NOT NULL,
	"calculationtype" text NOT NULL,
	"pgmeter" boolean DEFAULT false NOT NULL,
	"volumetric" text,
	"collectedby" text,
	"flowmeter_start" double precision,
	"kwh" double precision,
	"hours" double precision,
	"volumepumped" double precision,
	"additionalparameters" text,
	"wellvolumepumpnotes" text
);
--> statement-breakpoint
CREATE TABLE "wells" (
	"id" serial PRIMARY KEY NOT NULL,
	"well_id" text NOT NULL,
	"state_well" text,
	"agency" text,
	"well_type" text,
	"source_gsp_id" integer NOT NULL,
	"volumetric_calc_type" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"gsp_mon_network" boolean DEFAULT false NOT NULL,
	"wl_monitoring" boolean DEFAULT false NOT NULL,
	"wq_monitoring" boolean DEFAULT false NOT NULL,
	"monitor_site_type" text,
	"well_notes" text,
	"idempotency_key" text,
	"created_by_id" integer,
	"updateby_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pump_tests" ADD CONSTRAINT "pump_tests_well_wells_id_fk" FOREIGN KEY ("well") REFERENCES "public"."wells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pump_tests" ADD CONSTRAINT "pump_tests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pump_tests" ADD CONSTRAINT "pump_tests_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_maintenance" ADD CONSTRAINT "well_maintenance_well_wells_id_fk" FOREIGN KEY ("well") REFERENCES "public"."wells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_maintenance" ADD CONSTRAINT "well_maintenance_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_maintenance" ADD CONSTRAINT "well_maintenance_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_volume_pumps" ADD CONSTRAINT "well_volume_pumps_well_wells_id_fk" FOREIGN KEY ("well") REFERENCES "public"."wells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_volume_pumps" ADD CONSTRAINT "well_volume_pumps_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "well_volume_pumps" ADD CONSTRAINT "well_volume_pumps_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wells" ADD CONSTRAINT "wells_source_gsp_id_gsps_id_fk" FOREIGN KEY ("source_gsp_id") REFERENCES "public"."gsps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wells" ADD CONSTRAINT "wells_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wells" ADD CONSTRAINT "wells_updateby_id_users_id_fk" FOREIGN KEY ("updateby_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pump_tests_well_code_unique" ON "pump_tests" USING btree ("well","code");--> statement-breakpoint
CREATE UNIQUE INDEX "pump_tests_idempotency_key_unique" ON "pump_tests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "pump_tests_well_date_idx" ON "pump_tests" USING btree ("well","test_date");--> statement-breakpoint
CREATE UNIQUE INDEX "well_maintenance_well_code_unique" ON "well_maintenance" USING btree ("well","code");--> statement-breakpoint
CREATE UNIQUE INDEX "well_maintenance_idempotency_key_unique" ON "well_maintenance" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "well_volume_pumps_well_code_unique" ON "well_volume_pumps" USING btree ("well","code");--> statement-breakpoint
CREATE UNIQUE INDEX "well_volume_pumps_idempotency_key_unique" ON "well_volume_pumps" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wells_well_id_unique" ON "wells" USING btree ("well_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wells_idempotency_key_unique" ON "wells" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wells_source_gsp_idx" ON "wells" USING btree ("source_gsp_id");
--> statement-breakpoint
-- Wells and the entries under them are recorded in the change history like every administered record;
-- a well is labelled by its Well ID and an entry by its id ({well id}-{code}) (record_change as of 0016).
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
--> statement-breakpoint
CREATE TRIGGER wells_change_history AFTER INSERT OR UPDATE OR DELETE ON wells
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER well_volume_pumps_change_history AFTER INSERT OR UPDATE OR DELETE ON well_volume_pumps
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER well_maintenance_change_history AFTER INSERT OR UPDATE OR DELETE ON well_maintenance
  FOR EACH ROW EXECUTE FUNCTION record_change();
--> statement-breakpoint
CREATE TRIGGER pump_tests_change_history AFTER INSERT OR UPDATE OR DELETE ON pump_tests
  FOR EACH ROW EXECUTE FUNCTION record_change();
