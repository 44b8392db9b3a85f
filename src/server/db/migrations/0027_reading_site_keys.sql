ALTER TABLE "stream_measurements" DROP CONSTRAINT "stream_measurements_site_id_stream_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "subsidence_measurements" DROP CONSTRAINT "subsidence_measurements_site_id_subsidence_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "vertical_gradient_measurements" DROP CONSTRAINT "vertical_gradient_measurements_site_id_interconnected_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "water_quality_measurements" DROP CONSTRAINT "water_quality_measurements_site_id_well_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "well_measurements" DROP CONSTRAINT "well_measurements_site_id_well_sites_id_fk";
--> statement-breakpoint
-- The readings' site keys, kept a statement at a time instead of a row at a time (issue 30 point 19): a
-- statement that writes readings locks the sites they name against a delete until it commits, as a foreign
-- key's check does, and is refused when one of them is not there; a statement that deletes sites deletes
-- their readings. TG_ARGV[0] names the other table. Sites are locked in id order, so two writers never
-- wait for each other in a circle. PostgreSQL fires a table's statement triggers in the order of their
-- names: the key's are named to come first ('check_site', 'cascade'), as the foreign key's row triggers
-- did, so a writer waits for a site's delete before it locks the data versions the delete's cascade
-- raises too. Writers run in READ COMMITTED, where each statement of a trigger sees what others committed.
-- an update is checked for the readings it moved to another site only: most updates (a reading's
-- figures, its submission) keep the site
CREATE FUNCTION check_reading_sites() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named text := CASE WHEN TG_OP = 'UPDATE'
    THEN 'SELECT n.site_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.site_id <> o.site_id'
    ELSE 'SELECT site_id FROM new_rows' END;
  missing integer;
BEGIN
  EXECUTE format('SELECT 1 FROM %I WHERE id IN (%s) ORDER BY id FOR KEY SHARE', TG_ARGV[0], named);
  EXECUTE format('SELECT r.site_id FROM (%s) r WHERE NOT EXISTS (SELECT 1 FROM %I s WHERE s.id = r.site_id) LIMIT 1', named, TG_ARGV[0])
    INTO missing;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'insert or update on table "%" violates the key of its site', TG_TABLE_NAME
      USING ERRCODE = 'foreign_key_violation',
        DETAIL = format('Key (site_id)=(%s) is not present in table "%s".', missing, TG_ARGV[0]),
        TABLE = TG_TABLE_NAME, COLUMN = 'site_id';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION delete_readings_of_sites() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I WHERE site_id IN (SELECT id FROM old_rows)', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER well_measurements_check_site_insert AFTER INSERT ON well_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION check_reading_sites('well_sites');
--> statement-breakpoint
CREATE TRIGGER well_measurements_check_site_update AFTER UPDATE ON well_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION check_reading_sites('well_sites');
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_check_site_insert AFTER INSERT ON water_quality_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION check_reading_sites('well_sites');
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_check_site_update AFTER UPDATE ON water_quality_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION check_reading_sites('well_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_check_site_insert AFTER INSERT ON subsidence_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION check_reading_sites('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_check_site_update AFTER UPDATE ON subsidence_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION check_reading_sites('subsidence_sites');
--> statement-breakpoint
CREATE TRIGGER stream_measurements_check_site_insert AFTER INSERT ON stream_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION check_reading_sites('stream_sites');
--> statement-breakpoint
CREATE TRIGGER stream_measurements_check_site_update AFTER UPDATE ON stream_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION check_reading_sites('stream_sites');
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_check_site_insert AFTER INSERT ON vertical_gradient_measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION check_reading_sites('interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_check_site_update AFTER UPDATE ON vertical_gradient_measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION check_reading_sites('interconnected_sites');
--> statement-breakpoint
CREATE TRIGGER well_sites_cascade_well_measurements AFTER DELETE ON well_sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delete_readings_of_sites('well_measurements');
--> statement-breakpoint
CREATE TRIGGER well_sites_cascade_water_quality_measurements AFTER DELETE ON well_sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delete_readings_of_sites('water_quality_measurements');
--> statement-breakpoint
CREATE TRIGGER subsidence_sites_cascade_subsidence_measurements AFTER DELETE ON subsidence_sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delete_readings_of_sites('subsidence_measurements');
--> statement-breakpoint
CREATE TRIGGER stream_sites_cascade_stream_measurements AFTER DELETE ON stream_sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delete_readings_of_sites('stream_measurements');
--> statement-breakpoint
CREATE TRIGGER interconnected_sites_cascade_vertical_gradient_measurements AFTER DELETE ON interconnected_sites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delete_readings_of_sites('vertical_gradient_measurements');
