import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../accounts/account-texts';
import {
  FIELD_MESSAGES,
  fieldSchema,
  isWebAddress,
  partialRecordSchema,
  rangeMessage,
  recordSchema,
  settledRecord,
  type FieldDefinition,
} from './field-definitions';
import { WELL_MEASUREMENT_FIELDS } from './measurement-definitions';
import {
  coordinateFields,
  INTERCONNECTED_SITE_FIELDS,
  STREAM_SITE_FIELDS,
  SUBSIDENCE_SITE_FIELDS,
  WELL_SITE_FIELDS,
} from './site-definitions';

const REQUIRED = ACCOUNT_TEXTS.fieldRequired;

/** The messages a field's schema answers for a value, or 'ok' and the parsed value. */
function check(field: FieldDefinition, value: unknown) {
  const result = fieldSchema(field).safeParse(value);
  return result.success
    ? { ok: result.data as unknown }
    : { messages: result.error.issues.map((issue) => issue.message) };
}

const numberField: FieldDefinition = { name: 'surf_elev', label: 'Water Surface Elevation', type: 'number' };
const requiredNumber: FieldDefinition = { ...numberField, required: true };
const integerField: FieldDefinition = { name: 'count', label: 'Count', type: 'integer' };
const referenceField: FieldDefinition = {
  name: 'owner_id',
  label: 'Owner',
  type: 'reference',
  references: 'agency',
};

describe('number fields', () => {
  it('take numbers and text that spells a number, trimmed', () => {
    expect(check(numberField, 12.5)).toEqual({ ok: 12.5 });
    expect(check(numberField, '-12.5')).toEqual({ ok: -12.5 });
    expect(check(numberField, ' 210.25 ')).toEqual({ ok: 210.25 });
    expect(check(numberField, '.5')).toEqual({ ok: 0.5 });
    expect(check(numberField, '1e3')).toEqual({ ok: 1000 });
    expect(check(numberField, 0)).toEqual({ ok: 0 });
  });

  it('take blank text and absence as no value, never as 0', () => {
    for (const blank of ['', ' ', '\t\n', null, undefined]) {
      expect(check(numberField, blank), JSON.stringify(blank)).toEqual({ ok: null });
    }
  });

  it("answer 'Field is required' for a blank when the field is required", () => {
    for (const blank of ['', '   ', null, undefined]) {
      expect(check(requiredNumber, blank), JSON.stringify(blank)).toEqual({ messages: [REQUIRED] });
    }
  });

  it('refuse booleans, arrays, objects, NaN, Infinity and text that is not a decimal number', () => {
    const notNumbers = [
      true,
      false,
      [],
      [5],
      {},
      NaN,
      Infinity,
      -Infinity,
      'deep',
      '0x10',
      'Infinity',
      'NaN',
      '1,234',
      '1e400',
      '12 ft',
    ];
    for (const value of notNumbers) {
      expect(check(numberField, value), String(value)).toEqual({ messages: [FIELD_MESSAGES.number] });
      expect(check(requiredNumber, value), String(value)).toEqual({ messages: [FIELD_MESSAGES.number] });
    }
    expect(FIELD_MESSAGES.number).toBe('Enter a number.');
  });

  it('check min and max when the field has them, naming the allowed range', () => {
    const bounded: FieldDefinition = { ...numberField, label: 'Latitude', min: -90, max: 90 };
    expect(check(bounded, -90)).toEqual({ ok: -90 });
    expect(check(bounded, '90')).toEqual({ ok: 90 });
    expect(check(bounded, 90.0001)).toEqual({ messages: ['Enter a latitude between -90 and 90.'] });
    expect(check(bounded, '-500')).toEqual({ messages: ['Enter a latitude between -90 and 90.'] });
    expect(check(bounded, null)).toEqual({ ok: null });
    expect(check(bounded, true)).toEqual({ messages: [FIELD_MESSAGES.number] });
  });
});

describe('rangeMessage', () => {
  it('names the range, or the one bound the field has', () => {
    expect(rangeMessage({ label: 'Longitude', min: -180, max: 180 })).toBe(
      'Enter a longitude between -180 and 180.',
    );
    expect(rangeMessage({ label: 'Elevation', min: 0 })).toBe('Enter an elevation of at least 0.');
    expect(rangeMessage({ label: 'Depth', max: 5000 })).toBe('Enter a depth of at most 5000.');
  });
});

describe('integer and reference fields', () => {
  it('take whole numbers and text that spells one', () => {
    expect(check(integerField, 7)).toEqual({ ok: 7 });
    expect(check(integerField, ' 7 ')).toEqual({ ok: 7 });
    expect(check(referenceField, '12')).toEqual({ ok: 12 });
  });

  it('take blanks as no value and refuse booleans, arrays and fractions', () => {
    expect(check(integerField, ' ')).toEqual({ ok: null });
    expect(check(referenceField, '  ')).toEqual({ ok: null });
    for (const value of [true, [], [3], '3.5', 3.5, 'x', Infinity]) {
      expect(check(integerField, value), String(value)).toEqual({ messages: [FIELD_MESSAGES.integer] });
      expect(check(referenceField, value), String(value)).toEqual({ messages: [FIELD_MESSAGES.integer] });
    }
  });

  it('check an integer field against its min and max', () => {
    const bounded: FieldDefinition = { ...integerField, min: 1, max: 10 };
    expect(check(bounded, 0)).toEqual({ messages: ['Enter a count between 1 and 10.'] });
    expect(check(bounded, 10)).toEqual({ ok: 10 });
  });
});

describe('date, time, choice, text and boolean fields', () => {
  const date: FieldDefinition = { name: 'd', label: 'Date', type: 'date' };
  const requiredDate: FieldDefinition = { ...date, required: true };
  const time: FieldDefinition = { name: 't', label: 'Time', type: 'time' };
  const choice: FieldDefinition = {
    name: 'c',
    label: 'Choice',
    type: 'choice',
    choices: ['Stage', 'Discharge'],
  };
  const requiredText: FieldDefinition = { name: 's', label: 'Site', type: 'text', required: true };
  const flag: FieldDefinition = { name: 'f', label: 'Flag', type: 'boolean' };

  it('trim text and take a blank as no value', () => {
    expect(check(date, ' 2024-04-01 ')).toEqual({ ok: '2024-04-01' });
    expect(check(date, '  ')).toEqual({ ok: null });
    expect(check(requiredDate, '  ')).toEqual({ messages: [REQUIRED] });
    expect(check(time, ' 08:30 ')).toEqual({ ok: '08:30:00' });
    expect(check(time, ' ')).toEqual({ ok: null });
    expect(check(choice, ' Stage ')).toEqual({ ok: 'Stage' });
    expect(check(choice, ' ')).toEqual({ ok: null });
    expect(check(requiredText, '   ')).toEqual({ messages: [REQUIRED] });
    expect(check(requiredText, ' WL-1 ')).toEqual({ ok: 'WL-1' });
  });

  it('refuse arrays, numbers and booleans where text is expected', () => {
    for (const value of [[], ['2024-04-01'], 20240401, true]) {
      expect(check(date, value), JSON.stringify(value)).toEqual({
        messages: ['Enter a date as YYYY-MM-DD.'],
      });
      expect(check(time, value), JSON.stringify(value)).toEqual({ messages: ['Enter a time as HH:MM.'] });
    }
    expect(check(requiredText, [])).toEqual({ messages: ['Enter text.'] });
  });

  it('read flags from true and True, trimmed; blanks are off; arrays and other text are refused', () => {
    expect(check(flag, ' True ')).toEqual({ ok: true });
    expect(check(flag, 'false')).toEqual({ ok: false });
    for (const blank of ['', ' ', null, undefined]) expect(check(flag, blank)).toEqual({ ok: false });
    for (const value of [[], 'yes', 1]) {
      expect(check(flag, value), JSON.stringify(value)).toEqual({ messages: ['Enter true or false.'] });
    }
  });
});

describe('web address fields', () => {
  const link = STREAM_SITE_FIELDS.find((field) => field.name === 'link')!;

  it('are what the stream site link is', () => {
    expect(link).toMatchObject({ type: 'text', format: 'url' });
  });

  it('take http and https addresses, trimmed, and blanks as no value', () => {
    expect(check(link, 'https://cdec.water.ca.gov/dynamicapp/staMeta?station_id=PDR')).toEqual({
      ok: 'https://cdec.water.ca.gov/dynamicapp/staMeta?station_id=PDR',
    });
    expect(check(link, ' HTTP://example.org ')).toEqual({ ok: 'HTTP://example.org' });
    expect(check(link, ' ')).toEqual({ ok: null });
  });

  it("refuse other schemes and text that is no address with 'Enter a valid URL.'", () => {
    const refused = [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.org',
      '//example.org',
      'www.example.org',
      'https://',
      'https:// example.org',
    ];
    for (const value of refused) {
      expect(check(link, value), value).toEqual({ messages: [FIELD_MESSAGES.webAddress] });
    }
    expect(FIELD_MESSAGES.webAddress).toBe('Enter a valid URL.');
  });

  it('share their rule with the screens through isWebAddress', () => {
    expect(isWebAddress('https://example.org/a b')).toBe(false);
    expect(isWebAddress('https://example.org/data')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress(null)).toBe(false);
    expect(isWebAddress(42)).toBe(false);
  });
});

describe('the site records', () => {
  const siteKinds = {
    WELL_SITE_FIELDS,
    STREAM_SITE_FIELDS,
    SUBSIDENCE_SITE_FIELDS,
    INTERCONNECTED_SITE_FIELDS,
  };

  it.each(Object.entries(siteKinds))('%s range-check latitude and longitude', (_name, fields) => {
    const coordinates = fields.filter((field) => ['latitude', 'longitude'].includes(field.name));
    expect(coordinates).toMatchObject([
      { name: 'latitude', required: true, min: -90, max: 90 },
      { name: 'longitude', required: true, min: -180, max: 180 },
    ]);
    const schema = partialRecordSchema(fields);
    const messages = (values: object) => {
      const result = schema.safeParse(values);
      return result.success ? {} : result.error.flatten().fieldErrors;
    };
    expect(messages({ latitude: 36.41, longitude: -121.21 })).toEqual({});
    expect(messages({ latitude: 500, longitude: -999 })).toEqual({
      latitude: ['Enter a latitude between -90 and 90.'],
      longitude: ['Enter a longitude between -180 and 180.'],
    });
    // latitude and longitude swapped
    expect(messages({ latitude: -121.21, longitude: 38.41 })).toEqual({
      latitude: ['Enter a latitude between -90 and 90.'],
    });
  });

  it('keep a section on the shared coordinates only when one is given', () => {
    expect(coordinateFields('Location').map((field) => field.section)).toEqual(['Location', 'Location']);
    expect(coordinateFields().every((field) => !('section' in field))).toBe(true);
  });

  it('store a water level reading sent with a blank elevation as no value, never 0', () => {
    const parsed = recordSchema(WELL_MEASUREMENT_FIELDS).parse({
      dms_site_id: 'WL-1',
      measurement_date: '2024-04-01',
      surf_elev: ' ',
      measurement_depth: '',
    });
    expect(parsed).toMatchObject({ surf_elev: null, measurement_depth: null });
    const refused = recordSchema(WELL_MEASUREMENT_FIELDS).safeParse({
      dms_site_id: 'WL-1',
      measurement_date: '2024-04-01',
      measurement_depth: true,
    });
    expect(refused.error?.flatten().fieldErrors).toEqual({ measurement_depth: ['Enter a number.'] });
  });
});

describe('settledRecord', () => {
  const fields: FieldDefinition[] = [
    { name: 'site', label: 'Site', type: 'text', required: true, maxLength: 12 },
    { name: 'day', label: 'Day', type: 'date' },
    { name: 'clock', label: 'Clock', type: 'time' },
    { name: 'depth', label: 'Depth', type: 'number', min: 0, max: 1000 },
    { name: 'level', label: 'Level', type: 'choice', choices: ['High', 'Low'] },
    { name: 'flag', label: 'Flag', type: 'boolean' },
    { name: 'count', label: 'Count', type: 'integer' },
    { name: 'link', label: 'Link', type: 'text', format: 'url' },
  ];
  const samples: Record<string, unknown[]> = {
    site: ['W-1', ' W-1', 'W-1 ', '', 'W-1234567890123', 'W\u00001', 'W-\uD834', '𝄞', 12, null, undefined],
    day: ['2024-02-29', '2023-02-29', '2024-2-1', '0000-01-01', '02/01/2024', 45000, null, undefined],
    clock: ['08:30:00', '08:30', '24:00:00', '8:30:00', ' 08:30:00', 0.5, null, undefined],
    depth: [12.5, 0, 1000, -0.1, 1000.5, Number.NaN, Infinity, '12.5', true, null, undefined],
    level: ['High', 'high', 'Medium', ' High', null, undefined],
    flag: [true, false, 'true', 'True', '', null, undefined],
    count: [3, '3', 3.5, null, undefined],
    link: ['https://example.org', null, undefined],
  };
  const settled: Record<string, unknown> = {
    site: 'W-1',
    day: '2024-02-29',
    clock: '08:30:00',
    depth: 12.5,
    level: 'High',
    flag: false,
    count: null,
    link: null,
  };

  it('gives for a row of settled values exactly what the schema gives, absent fields as null', () => {
    // the settled row without its optional fields that are blank
    const { count: _count, link: _link, ...values } = settled;
    expect(settledRecord(fields, values)).toEqual(recordSchema(fields).parse(values));
    expect(settledRecord(fields, values)).toEqual(settled);
  });

  it('never differs from the schema: each value either settles to what the schema returns or is left to it', () => {
    let settledCount = 0;
    let leftCount = 0;
    for (const field of fields) {
      for (const value of samples[field.name]) {
        const values = { ...settled, [field.name]: value };
        const fast = settledRecord(fields, values);
        const parsed = recordSchema(fields).safeParse(values);
        if (fast) {
          settledCount += 1;
          expect(parsed.success, `${field.name} = ${String(value)}`).toBe(true);
          expect(fast, `${field.name} = ${String(value)}`).toEqual(parsed.data);
        } else leftCount += 1;
      }
    }
    // both ways are taken: the samples hold values of each kind
    expect(settledCount).toBeGreaterThan(15);
    expect(leftCount).toBeGreaterThan(30);
  });

  it('leaves to the schema what it would change or refuse', () => {
    const leftToSchema = (field: string, value: unknown) =>
      settledRecord(fields, { ...settled, [field]: value });
    expect(leftToSchema('site', ' W-1')).toBeUndefined();
    expect(leftToSchema('site', null)).toBeUndefined();
    expect(leftToSchema('day', '2023-02-29')).toBeUndefined();
    expect(leftToSchema('clock', '08:30')).toBeUndefined();
    expect(leftToSchema('depth', 1000.5)).toBeUndefined();
    expect(leftToSchema('depth', '12.5')).toBeUndefined();
    expect(leftToSchema('level', 'high')).toBeUndefined();
    expect(leftToSchema('flag', null)).toBeUndefined();
    expect(leftToSchema('count', 3)).toBeUndefined();
    expect(leftToSchema('link', 'https://example.org')).toBeUndefined();
  });
});

describe('text the database cannot hold', () => {
  const note: FieldDefinition = { name: 'note', label: 'Note', type: 'text' };

  it('refuses a NUL and half a character, and keeps characters outside the basic plane whole', () => {
    expect(check(note, 'Pump\u0000ran')).toEqual({ messages: [FIELD_MESSAGES.unstorableText] });
    expect(check(note, 'clef \uD834')).toEqual({ messages: [FIELD_MESSAGES.unstorableText] });
    expect(check(note, '\uDD1E clef')).toEqual({ messages: [FIELD_MESSAGES.unstorableText] });
    expect(check(note, 'clef 𝄞 ☃')).toEqual({ ok: 'clef 𝄞 ☃' });
  });
});
