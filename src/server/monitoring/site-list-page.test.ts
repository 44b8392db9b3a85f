import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFlagSet } from '../../domain/monitoring/monitoring-lists';
import { compareCells, type ColumnKind, type SortState } from '../../domain/table/table-rules';
import { buildAgency } from '../test-support/factories';
import {
  buildGsa,
  buildInterconnectedSite,
  buildMonitoringCast,
  buildStreamReading,
  buildStreamSite,
  buildSubsidenceReading,
  buildSubsidenceSite,
  buildWaterQualityReading,
  buildWellReading,
  buildWellSite,
} from '../test-support/monitoring-factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Headers = { authorization: string };
type ListRow = Record<string, unknown> & { id: number; dms_site_id: string };

let testApp: TestApp;
let cast: Awaited<ReturnType<typeof buildMonitoringCast>>;

/** Each list's columns as the screen shows them (monitoring-list-configs.tsx): shown text, sort kind and value. */
interface Column {
  id: string;
  kind: ColumnKind;
  text: (row: ListRow) => string;
  sortValue?: (row: ListRow) => unknown;
  sortable?: boolean;
}
const text = (id: string): Column => ({ id, kind: 'text', text: (row) => String(row[id] ?? '') });
const yesNo = (id: string): Column => ({
  id,
  kind: 'text',
  text: (row) => (isFlagSet(row[id]) ? 'Yes' : 'No'),
});
const measurements: Column = {
  id: 'num_measurements',
  kind: 'number',
  text: (row) => String(row.num_measurements),
};
const dateRange: Column = {
  id: 'date_range',
  kind: 'date',
  text: (row) => String(row.date_range),
  sortValue: (row) => {
    const match = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(String(row.date_range));
    return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
  },
};
const common = [text('dms_site_id'), text('local_site_id'), text('source_gsp_label')];

const LISTS: Record<string, { columns: Column[]; includes?: (row: ListRow) => boolean }> = {
  wellsitemeasurements: {
    columns: [...common, text('monitor_site_type'), text('source_gsa_label'), measurements, dateRange],
    includes: (row) => isFlagSet(row.wl_monitoring),
  },
  waterqualitymeasurements: {
    columns: [...common, yesNo('gsp_mon_network'), text('characteristic_counts')],
    includes: (row) => isFlagSet(row.wq_monitoring),
  },
  subsidencemeasurements: {
    columns: [
      ...common,
      text('owner_label'),
      text('monitor_by_label'),
      text('meas_type_label'),
      yesNo('gsp_mon_network'),
      measurements,
      dateRange,
    ],
  },
  streamsites: {
    columns: [
      ...common,
      text('owner_label'),
      text('monitor_by_label'),
      text('meas_type_label'),
      measurements,
      dateRange,
      { ...text('link'), sortable: false },
    ],
  },
  surfacewatermeasurements: {
    columns: [
      ...common,
      text('monitor_type_label'),
      text('dms_strm_site_label'),
      text('dms_sa_site_label'),
      text('dms_ua_site_label'),
      text('dms_la_site_label'),
    ],
  },
};

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  cast = await buildMonitoringCast(testApp);
  const gsas = [await buildGsa(db, 'Kings River East GSA'), await buildGsa(db, 'alpha GSA')];
  const owners = [await buildAgency(db, 'Madera County'), await buildAgency(db, 'zeta Water District')];
  const gsps = [cast.north.id, cast.south.id, null];
  const types = ['Representative', 'Monitoring', null, 'representative'];
  const wells = [];
  for (let i = 0; i < 14; i++) {
    const well = await buildWellSite(db, {
      local_site_id: i % 5 === 0 ? null : `Local ${(i * 7) % 11}`,
      source_gsp_id: gsps[i % 3],
      source_gsa_id: i % 4 === 3 ? null : gsas[i % 2].id,
      monitor_site_type: types[i % 4],
      wl_monitoring: i % 6 !== 5,
      wq_monitoring: i % 3 !== 1,
      gsp_mon_network: i % 2 === 0,
    });
    wells.push(well);
    // readings in both GSPs, some not yet submitted: what each user counts differs
    for (let r = 0; r < (i * 5) % 7; r++) {
      await buildWellReading(db, well, {
        measurement_date: `20${10 + ((i + r) % 14)}-0${1 + (r % 9)}-1${r % 10}`,
        submitted: r % 3 !== 0,
      });
    }
    for (let r = 0; r < i % 4; r++) {
      await buildWaterQualityReading(db, well, {
        characteristic: ['Nitrate', 'Arsenic', 'TDS'][(i + r) % 3],
        submitted: r % 2 === 0,
      });
    }
  }
  const streams = [];
  for (let i = 0; i < 9; i++) {
    const stream = await buildStreamSite(db, {
      source_gsp_id: gsps[i % 3],
      owner_id: i % 3 === 2 ? null : owners[i % 2].id,
      monitor_by_id: owners[(i + 1) % 2].id,
      meas_type: i % 2 ? 'Stage' : 'Flow',
      link: i % 4 === 0 ? null : `https://waterdata.example.org/site/${i}`,
    });
    streams.push(stream);
    for (let r = 0; r < i % 3; r++) {
      await buildStreamReading(db, stream, { submitted: r === 0 });
    }
  }
  for (let i = 0; i < 8; i++) {
    const site = await buildSubsidenceSite(db, {
      source_gsp_id: gsps[i % 3],
      owner_id: owners[i % 2].id,
      monitor_by_id: i % 3 === 0 ? null : owners[(i + 1) % 2].id,
      meas_type: i % 2 ? 'Continuous GPS' : 'Benchmark',
      gsp_mon_network: i % 3 === 0,
    });
    for (let r = 0; r < i % 4; r++) await buildSubsidenceReading(db, site, { submitted: r % 2 === 1 });
  }
  for (let i = 0; i < 7; i++) {
    await buildInterconnectedSite(db, {
      source_gsp_id: gsps[i % 3],
      monitor_type: i % 2 ? 'Stream and Wells' : 'Wells only',
      dms_strm_site_id: i % 3 === 0 ? null : streams[i].id,
      dms_sa_site_id: wells[i].id,
      dms_ua_site_id: i % 2 ? wells[i + 3].id : null,
      dms_la_site_id: wells[13 - i].id,
    });
  }
});
afterAll(() => testApp.close());

const get = (url: string, headers: Headers) => testApp.app.inject({ method: 'GET', url, headers });

/** What the list screen showed when it read the whole summary and filtered, sorted and paged it itself. */
function expectedPage(
  summary: ListRow[],
  target: string,
  options: { sort: SortState | null; search: string; offset: number; limit: number },
) {
  const { columns, includes } = LISTS[target];
  const needle = options.search.trim().toLowerCase();
  const found = summary
    .filter((row) => !includes || includes(row))
    .filter((row) => !needle || columns.some((column) => column.text(row).toLowerCase().includes(needle)));
  const sort = options.sort;
  if (sort) {
    const column = columns.find((entry) => entry.id === sort.column)!;
    const value = column.sortValue ?? column.text;
    found.sort((a, b) => compareCells(value(a), value(b), column.kind, sort.direction));
  }
  return {
    count: found.length,
    ids: found.slice(options.offset, options.offset + options.limit).map((row) => row.id),
  };
}

describe('GET /api/sitelists/{target}: a page of a monitoring list, filtered and sorted on the server', () => {
  it.each(Object.keys(LISTS))(
    'gives the page of %s the list screen would have shown from the whole summary, for every sort and user',
    async (target) => {
      const { columns } = LISTS[target];
      const users = { admin: cast.admin, member: cast.member, outsider: cast.outsider };
      for (const [who, user] of Object.entries(users)) {
        const summaryAnswer = await get(`/api/wellsitesummary/${target}`, user.headers);
        const summary = summaryAnswer.json().sites as ListRow[];
        const sorts: (SortState | null)[] = [
          null,
          ...columns
            .filter((column) => column.sortable !== false)
            .flatMap((column) => [
              { column: column.id, direction: 'asc' as const },
              { column: column.id, direction: 'desc' as const },
            ]),
        ];
        const asked = [
          ...sorts.flatMap((sort) => ['', 'kings'].map((search) => ({ sort, search }))),
          ...['  GSA ', '2015', '/2016 - 0', 'yes', 'nitrate (', 'madera', 'zzz-nothing'].map((search) => ({
            sort: null,
            search,
          })),
        ];
        for (const { sort, search } of asked) {
          const ordering = sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.column}` : '';
          const url = `/api/sitelists/${target}?limit=4&offset=2&ordering=${ordering}&search=${encodeURIComponent(search)}`;
          const response = await get(url, user.headers);
          expect(response.statusCode, `${url} ${response.body}`).toBe(200);
          const page = response.json() as { count: number; results: ListRow[] };
          const expected = expectedPage(summary, target, { sort, search, offset: 2, limit: 4 });
          expect(
            { count: page.count, ids: page.results.map((row) => row.id) },
            `${target} as ${who}, ${url}`,
          ).toEqual(expected);
          // the rows are the summary's own rows
          for (const row of page.results) expect(row).toEqual(summary.find((entry) => entry.id === row.id));
        }
      }
    },
  );

  it('pages through every site of the list once, and answers an empty page past the end', async () => {
    const headers = cast.admin.headers;
    const summary = (await get('/api/wellsitesummary/wellsitemeasurements', headers)).json()
      .sites as ListRow[];
    const listed = summary.filter((row) => isFlagSet(row.wl_monitoring)).map((row) => row.id);
    const seen: number[] = [];
    for (let offset = 0; offset < listed.length; offset += 5) {
      const page = (
        await get(`/api/sitelists/wellsitemeasurements?limit=5&offset=${offset}`, headers)
      ).json();
      expect(page.count).toBe(listed.length);
      seen.push(...page.results.map((row: ListRow) => row.id));
    }
    expect(seen).toEqual(listed);
    const past = (
      await get(`/api/sitelists/wellsitemeasurements?offset=${listed.length + 10}`, headers)
    ).json();
    expect(past).toEqual({ count: listed.length, results: [] });
  });

  it('gives the map view every site the keyword finds, in the compact marker form', async () => {
    const headers = cast.admin.headers;
    const summary = (await get('/api/wellsitesummary/wellsitemeasurements', headers)).json()
      .sites as ListRow[];
    const response = await get('/api/sitelists/wellsitemeasurements/markers?search=Representative', headers);
    expect(response.statusCode, response.body).toBe(200);
    const expected = expectedPage(summary, 'wellsitemeasurements', {
      sort: null,
      search: 'Representative',
      offset: 0,
      limit: 1000,
    });
    const markers = response.json().markers as [
      number,
      number,
      number,
      string,
      string | null,
      string | null,
    ][];
    expect(markers.map((marker) => marker[0])).toEqual(expected.ids);
    for (const [id, longitude, latitude, dmsSiteId, localSiteId, siteType] of markers) {
      const row = summary.find((entry) => entry.id === id)!;
      expect({ coordinates: [longitude, latitude], dmsSiteId, localSiteId, siteType }).toEqual({
        coordinates: (row.geometry as { coordinates: number[] }).coordinates,
        dmsSiteId: row.dms_site_id,
        localSiteId: row.local_site_id,
        siteType: row.monitor_site_type,
      });
    }
  });

  it('follows new readings in a map view whose keyword is in the readings, and new sites in any', async () => {
    const headers = cast.admin.headers;
    const ids = async (url: string) => {
      const response = await get(url, headers);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().markers as [number][]).map((marker) => marker[0]);
    };
    const everySite = '/api/sitelists/wellsitemeasurements/markers';
    const inDateRange = '/api/sitelists/wellsitemeasurements/markers?search=1999';
    const byCharacteristic = '/api/sitelists/waterqualitymeasurements/markers?search=selenium';
    const well = await buildWellSite(testApp.db, { wl_monitoring: true, wq_monitoring: true });
    expect(await ids(everySite)).toContain(well.id);
    expect(await ids(inDateRange)).not.toContain(well.id);
    expect(await ids(byCharacteristic)).not.toContain(well.id);

    await buildWellReading(testApp.db, well, { measurement_date: '1999-06-01', submitted: true });
    await buildWaterQualityReading(testApp.db, well, { characteristic: 'Selenium', submitted: true });
    expect(await ids(inDateRange)).toContain(well.id);
    expect(await ids(byCharacteristic)).toContain(well.id);

    const another = await buildWellSite(testApp.db, { wl_monitoring: true });
    expect(await ids(everySite)).toContain(another.id);
  });

  it('refuses a bad page, an unknown list and a visitor, and ignores a sort by a column it does not have', async () => {
    const headers = cast.admin.headers;
    const tooLarge = await get('/api/sitelists/streamsites?limit=251', headers);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ limit: ['Enter a whole number from 1 to 250.'] });
    expect((await get('/api/sitelists/streamsites?offset=-1', headers)).statusCode).toBe(400);
    expect((await get('/api/sitelists/nosuchlist', headers)).statusCode).toBe(404);
    expect((await get('/api/sitelists/nosuchlist/markers', headers)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/sitelists/streamsites' })).statusCode).toBe(
      401,
    );
    const unsorted = (await get('/api/sitelists/streamsites', headers)).json();
    const byUnknown = (await get('/api/sitelists/streamsites?ordering=-password', headers)).json();
    expect(byUnknown).toEqual(unsorted);
  });

  it('counts a reading written after the first answer', async () => {
    const headers = cast.member.headers;
    const first = (
      await get('/api/sitelists/streamsites?ordering=-num_measurements&limit=1', headers)
    ).json();
    const top = first.results[0] as ListRow & { num_measurements: number };
    await buildStreamReading(testApp.db, { id: top.id }, { submitted: true });
    const after = (
      await get('/api/sitelists/streamsites?ordering=-num_measurements&limit=1', headers)
    ).json();
    expect(after.results[0]).toMatchObject({ id: top.id, num_measurements: top.num_measurements + 1 });
  });
});
