import {
  MAINTENANCE_FIELDS,
  maintenanceSchema,
  PUMP_TEST_FIELDS,
  PUMP_TEST_RESULT_FIELDS,
  pumpTestSchema,
  pumpTestStoredResults,
  VOLUME_PUMP_FIELDS,
  volumePumpSchema,
} from '../../domain/wells/well-records';
import { pumpTests, wellMaintenance, wellVolumePumps } from '../db/schema/wells';
import { wellEntryCollection } from './well-entry-collection';

/** spec 1 §3.3: Well volume pump entries, /api/wellvolumepumps/. */
export const wellVolumePumpsCollection = wellEntryCollection({
  path: 'wellvolumepumps',
  title: 'Well Volume Pump List',
  table: wellVolumePumps,
  fields: VOLUME_PUMP_FIELDS,
  schema: volumePumpSchema,
  dateColumn: wellVolumePumps.startdate,
});

/** spec 1 §3.3, §7: the maintenance log, /api/maintenancelog (the spec posts without the slash). */
export const maintenanceLogCollection = wellEntryCollection({
  path: 'maintenancelog',
  title: 'Maintenance Log',
  table: wellMaintenance,
  fields: MAINTENANCE_FIELDS,
  schema: maintenanceSchema,
  dateColumn: wellMaintenance.date,
});

/** spec 1 §2.4: pump tests, /api/pumptests/, their worked-out values recomputed by the server on every save. */
export const pumpTestsCollection = wellEntryCollection({
  path: 'pumptests',
  title: 'Pump Test List',
  table: pumpTests,
  fields: PUMP_TEST_FIELDS,
  schema: pumpTestSchema,
  dateColumn: pumpTests.test_date,
  workedOut: {
    fields: PUMP_TEST_RESULT_FIELDS,
    from: pumpTestStoredResults,
  },
});
