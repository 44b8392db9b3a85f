import { pumpTestResults, type PumpTestInputs } from '../../domain/wells/pump-test-arithmetic';
import {
  MAINTENANCE_FIELDS,
  maintenanceSchema,
  PUMP_TEST_FIELDS,
  PUMP_TEST_RESULT_FIELDS,
  pumpTestSchema,
  VOLUME_PUMP_FIELDS,
  volumePumpSchema,
} from '../../domain/wells/well-records';
import { pumpTests, wellMaintenance, wellVolumePumps } from '../db/schema/wells';
import { wellEntryCollection } from './well-entry-collection';

const number = (value: unknown) => (typeof value === 'number' ? value : null);

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
    names: PUMP_TEST_RESULT_FIELDS.map((field) => field.name),
    from(values) {
      const inputs: PumpTestInputs = {
        flow_rate: number(values.flow_rate),
        static_water_level: number(values.static_water_level),
        pumping_water_level: number(values.pumping_water_level),
        discharge_pressure: number(values.discharge_pressure),
        horsepower_input: number(values.horsepower_input),
        kilowatt_input: number(values.kilowatt_input),
      };
      const results = pumpTestResults(inputs);
      return Object.fromEntries(
        PUMP_TEST_RESULT_FIELDS.map((field) => [field.name, results[field.name].value]),
      );
    },
  },
});
