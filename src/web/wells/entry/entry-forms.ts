import type { z } from 'zod';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import {
  MAINTENANCE_FIELDS,
  maintenanceSchema,
  PUMP_TEST_FIELDS,
  pumpTestSchema,
  VOLUME_PUMP_FIELDS,
  volumePumpSchema,
} from '../../../domain/wells/well-records';
import { WELLS_ROUTES, WELLS_TEXTS, type WellEntryForm } from '../../../domain/wells/wells-texts';

/** The API collections of the entries under a well, which are also their outbox kinds. */
export type EntryKind = 'pumptests' | 'maintenancelog' | 'wellvolumepumps';

/** What sets one entry form apart: its collection, its fields and how it names its entries. */
export interface EntryFormKind {
  kind: EntryKind;
  form: WellEntryForm;
  /** 'Pump Test': the page titles are made of it. */
  noun: string;
  /** Every field of the entry, the well among them: the schema's and the body's. */
  fields: readonly FieldDefinition[];
  schema: z.ZodObject;
}

export const ENTRY_FORM_KINDS: Record<EntryKind, EntryFormKind> = {
  pumptests: {
    kind: 'pumptests',
    form: 'pumpTestForm',
    noun: 'Pump Test',
    fields: PUMP_TEST_FIELDS,
    schema: pumpTestSchema,
  },
  maintenancelog: {
    kind: 'maintenancelog',
    form: 'maintenanceForm',
    noun: 'Maintenance Log Entry',
    fields: MAINTENANCE_FIELDS,
    schema: maintenanceSchema,
  },
  wellvolumepumps: {
    kind: 'wellvolumepumps',
    form: 'volumeForm',
    noun: 'Volume Pump Entry',
    fields: VOLUME_PUMP_FIELDS,
    schema: volumePumpSchema,
  },
};

export const entryFormRoute = (kind: EntryFormKind) => WELLS_ROUTES[kind.form];

/** The field every entry names its well by: set from the address, never typed. */
export const WELL_FIELD = 'well';

export const ENTRY_FORM_TEXTS = {
  wellsCrumb: WELLS_TEXTS.breadcrumb,
  newEntry: (noun: string) => `Enter ${noun}`,
  storedEntry: (noun: string, entryId: string) => `${noun} ${entryId}`,
  queuedEntry: (noun: string) => `${noun} Not Yet Sent`,
  newWell: WELLS_TEXTS.newWell,
  editWell: (wellId: string) => `Edit Well ${wellId}`,
  viewWell: (wellId: string) => `Well ${wellId}`,
  save: 'Save',
  discard: 'Discard',
  discardTitle: 'Discard this entry?',
  // "this version": a refused entry may have an earlier version stored under its key, which stays
  discardMessage:
    'This version of the entry has not been stored by the server. If you discard it, what was entered here is lost.',
  faultsTitle: 'Please check the following',
  readOnly:
    "You can view this well's data. Only administrators and GSP Representatives of the well's GSP can change it.",
  cannotEnterWells: 'Only administrators and GSP Representatives of a GSP can enter wells.',
  wellUnknownOffline:
    "This well's record is not on this device. The entry is kept here and checked by the server when it is sent.",
  offlineNotLoaded:
    'You are offline, and this record was not opened on this device before. It will load when the connection is back.',
  wellNotFound: 'This well was not found. It may have been removed.',
  entryNotFound: 'This entry was not found. It may have been removed.',
  queuedGone: 'This entry is no longer waiting to be sent: it has been stored by the server or discarded.',
  badAddress: 'This address does not name a well or an entry.',
  loadFailed: 'The record could not be loaded.',
  wellLoadFailed: 'The well could not be loaded.',
  notKept: 'The entry could not be kept on this device. Nothing was saved; try again.',
  states: {
    pending: 'Waiting to be sent to the server.',
    sending: 'Being sent to the server now; it can be changed once the server has answered.',
    failed: 'Not sent yet',
    refused: 'The server refused this entry',
  },
} as const;
