-- Keeps reading_stats current: inserts add to the counts; updates and deletes recount the sites they touched.
-- One set of functions per reading table, since each names its own date column.
--> statement-breakpoint
CREATE FUNCTION well_measurements_stats_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'well_measurements', site_id, submitted, count(*), min(measurement_date), max(measurement_date) FROM changed_rows GROUP BY site_id, submitted
  ON CONFLICT (reading_table, site_id, submitted) DO UPDATE SET
    readings = reading_stats.readings + excluded.readings,
    first_date = least(reading_stats.first_date, excluded.first_date),
    last_date = greatest(reading_stats.last_date, excluded.last_date);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION well_measurements_stats_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reading_stats WHERE reading_table = 'well_measurements' AND site_id IN (SELECT site_id FROM changed_rows UNION SELECT site_id FROM previous_rows);
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'well_measurements', site_id, submitted, count(*), min(measurement_date), max(measurement_date) FROM well_measurements
  WHERE site_id IN (SELECT site_id FROM changed_rows UNION SELECT site_id FROM previous_rows) GROUP BY site_id, submitted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION well_measurements_stats_after_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reading_stats WHERE reading_table = 'well_measurements' AND site_id IN (SELECT site_id FROM removed_rows);
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'well_measurements', site_id, submitted, count(*), min(measurement_date), max(measurement_date) FROM well_measurements
  WHERE site_id IN (SELECT site_id FROM removed_rows) GROUP BY site_id, submitted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER well_measurements_stats_insert AFTER INSERT ON well_measurements
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION well_measurements_stats_add();
--> statement-breakpoint
CREATE TRIGGER well_measurements_stats_update AFTER UPDATE ON well_measurements
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION well_measurements_stats_after_change();
--> statement-breakpoint
CREATE TRIGGER well_measurements_stats_delete AFTER DELETE ON well_measurements
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION well_measurements_stats_after_removal();
--> statement-breakpoint
INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'well_measurements', site_id, submitted, count(*), min(measurement_date), max(measurement_date) FROM well_measurements GROUP BY site_id, submitted;
--> statement-breakpoint
CREATE FUNCTION water_quality_measurements_stats_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'water_quality_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM changed_rows GROUP BY site_id, submitted
  ON CONFLICT (reading_table, site_id, submitted) DO UPDATE SET
    readings = reading_stats.readings + excluded.readings,
    first_date = least(reading_stats.first_date, excluded.first_date),
    last_date = greatest(reading_stats.last_date, excluded.last_date);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION water_quality_measurements_stats_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reading_stats WHERE reading_table = 'water_quality_measurements' AND site_id IN (SELECT site_id FROM changed_rows UNION SELECT site_id FROM previous_rows);
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'water_quality_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM water_quality_measurements
  WHERE site_id IN (SELECT site_id FROM changed_rows UNION SELECT site_id FROM previous_rows) GROUP BY site_id, submitted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION water_quality_measurements_stats_after_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reading_stats WHERE reading_table = 'water_quality_measurements' AND site_id IN (SELECT site_id FROM removed_rows);
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'water_quality_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM water_quality_measurements
  WHERE site_id IN (SELECT site_id FROM removed_rows) GROUP BY site_id, submitted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_stats_insert AFTER INSERT ON water_quality_measurements
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION water_quality_measurements_stats_add();
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_stats_update AFTER UPDATE ON water_quality_measurements
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION water_quality_measurements_stats_after_change();
--> statement-breakpoint
CREATE TRIGGER water_quality_measurements_stats_delete AFTER DELETE ON water_quality_measurements
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION water_quality_measurements_stats_after_removal();
--> statement-breakpoint
INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'water_quality_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM water_quality_measurements GROUP BY site_id, submitted;
--> statement-breakpoint
CREATE FUNCTION subsidence_measurements_stats_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'subsidence_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM changed_rows GROUP BY site_id, submitted
  ON CONFLICT (reading_table, site_id, submitted) DO UPDATE SET
    readings = reading_stats.readings + excluded.readings,
    first_date = least(reading_stats.first_date, excluded.first_date),
    last_date = greatest(reading_stats.last_date, excluded.last_date);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION subsidence_measurements_stats_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reading_stats WHERE reading_table = 'subsidence_measurements' AND site_id IN (SELECT site_id FROM changed_rows UNION SELECT site_id FROM previous_rows);
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'subsidence_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM subsidence_measurements
  WHERE site_id IN (SELECT site_id FROM changed_rows UNION SELECT site_id FROM previous_rows) GROUP BY site_id, submitted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION subsidence_measurements_stats_after_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reading_stats WHERE reading_table = 'subsidence_measurements' AND site_id IN (SELECT site_id FROM removed_rows);
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'subsidence_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM subsidence_measurements
  WHERE site_id IN (SELECT site_id FROM removed_rows) GROUP BY site_id, submitted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_stats_insert AFTER INSERT ON subsidence_measurements
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION subsidence_measurements_stats_add();
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_stats_update AFTER UPDATE ON subsidence_measurements
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION subsidence_measurements_stats_after_change();
--> statement-breakpoint
CREATE TRIGGER subsidence_measurements_stats_delete AFTER DELETE ON subsidence_measurements
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION subsidence_measurements_stats_after_removal();
--> statement-breakpoint
INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'subsidence_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM subsidence_measurements GROUP BY site_id, submitted;
--> statement-breakpoint
CREATE FUNCTION stream_measurements_stats_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'stream_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM changed_rows GROUP BY site_id, submitted
  ON CONFLICT (reading_table, site_id, submitted) DO UPDATE SET
    readings = reading_stats.readings + excluded.readings,
    first_date = least(reading_stats.first_date, excluded.first_date),
    last_date = greatest(reading_stats.last_date, excluded.last_date);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stream_measurements_stats_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reading_stats WHERE reading_table = 'stream_measurements' AND site_id IN (SELECT site_id FROM changed_rows UNION SELECT site_id FROM previous_rows);
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'stream_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM stream_measurements
  WHERE site_id IN (SELECT site_id FROM changed_rows UNION SELECT site_id FROM previous_rows) GROUP BY site_id, submitted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stream_measurements_stats_after_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reading_stats WHERE reading_table = 'stream_measurements' AND site_id IN (SELECT site_id FROM removed_rows);
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'stream_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM stream_measurements
  WHERE site_id IN (SELECT site_id FROM removed_rows) GROUP BY site_id, submitted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stream_measurements_stats_insert AFTER INSERT ON stream_measurements
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stream_measurements_stats_add();
--> statement-breakpoint
CREATE TRIGGER stream_measurements_stats_update AFTER UPDATE ON stream_measurements
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stream_measurements_stats_after_change();
--> statement-breakpoint
CREATE TRIGGER stream_measurements_stats_delete AFTER DELETE ON stream_measurements
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION stream_measurements_stats_after_removal();
--> statement-breakpoint
INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'stream_measurements', site_id, submitted, count(*), min(meas_date), max(meas_date) FROM stream_measurements GROUP BY site_id, submitted;
--> statement-breakpoint
CREATE FUNCTION vertical_gradient_measurements_stats_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'vertical_gradient_measurements', site_id, submitted, count(*), min(stream_meas_date), max(stream_meas_date) FROM changed_rows GROUP BY site_id, submitted
  ON CONFLICT (reading_table, site_id, submitted) DO UPDATE SET
    readings = reading_stats.readings + excluded.readings,
    first_date = least(reading_stats.first_date, excluded.first_date),
    last_date = greatest(reading_stats.last_date, excluded.last_date);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vertical_gradient_measurements_stats_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reading_stats WHERE reading_table = 'vertical_gradient_measurements' AND site_id IN (SELECT site_id FROM changed_rows UNION SELECT site_id FROM previous_rows);
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'vertical_gradient_measurements', site_id, submitted, count(*), min(stream_meas_date), max(stream_meas_date) FROM vertical_gradient_measurements
  WHERE site_id IN (SELECT site_id FROM changed_rows UNION SELECT site_id FROM previous_rows) GROUP BY site_id, submitted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vertical_gradient_measurements_stats_after_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reading_stats WHERE reading_table = 'vertical_gradient_measurements' AND site_id IN (SELECT site_id FROM removed_rows);
  INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'vertical_gradient_measurements', site_id, submitted, count(*), min(stream_meas_date), max(stream_meas_date) FROM vertical_gradient_measurements
  WHERE site_id IN (SELECT site_id FROM removed_rows) GROUP BY site_id, submitted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_stats_insert AFTER INSERT ON vertical_gradient_measurements
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vertical_gradient_measurements_stats_add();
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_stats_update AFTER UPDATE ON vertical_gradient_measurements
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vertical_gradient_measurements_stats_after_change();
--> statement-breakpoint
CREATE TRIGGER vertical_gradient_measurements_stats_delete AFTER DELETE ON vertical_gradient_measurements
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION vertical_gradient_measurements_stats_after_removal();
--> statement-breakpoint
INSERT INTO reading_stats (reading_table, site_id, submitted, readings, first_date, last_date)
  SELECT 'vertical_gradient_measurements', site_id, submitted, count(*), min(stream_meas_date), max(stream_meas_date) FROM vertical_gradient_measurements GROUP BY site_id, submitted;
