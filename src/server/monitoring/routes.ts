import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { wellSites } from '../db/schema/monitoring';
import { actorOf } from '../http/access';
import type { AnswerCache } from '../http/answer-cache';
import { AppError } from '../http/app-error';
import { attachment } from '../http/attachment';
import { collectionRoutes } from '../http/collection-routes';
import { readingCollection } from './reading-collection';
import { readingAccess } from './reading-access';
import { siteCollection } from './site-collection';
import { detailDataAreas, siteDetail } from './site-details';
import {
  canonicalOrdering,
  readingsDataAreas,
  siteChart,
  siteReadingsCsv,
  siteReadingsPage,
} from './site-readings';
import { readingsPageQuery, siteChartQuery, siteListPageQuery, siteListSearch } from './site-readings-query';
import { siteSummary, summaryDataAreas } from './site-summary';
import {
  canonicalListOrdering,
  canonicalSearch,
  keywordReadsReadings,
  SITE_LIST_PAGE_MAX,
  siteListMarkers,
  siteListPage,
  siteListTarget,
} from './site-list-page';
import {
  INTERCONNECTED_SITE,
  STREAM_READINGS,
  STREAM_SITE,
  SUBSIDENCE_READINGS,
  SUBSIDENCE_SITE,
  VERTICAL_GRADIENT_READINGS,
  WATER_QUALITY_READINGS,
  WELL_READINGS,
  WELL_SITE,
} from './site-kinds';

function siteIdOf(request: FastifyRequest): number {
  const raw = (request.params as { id: string }).id;
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id < 1 || id > 2_147_483_647) throw AppError.notFound('Site not found.');
  return id;
}

export function monitoringRoutes(app: FastifyInstance, { db }: AppContext, answers: AnswerCache) {
  const signedIn = { config: { access: 'signedIn' as const } };

  app.get('/api/wellsitesummary/:target', signedIn, async (request, reply) => {
    const { target } = request.params as { target: string };
    const access = await readingAccess(db, actorOf(request));
    return answers.send(
      request,
      reply,
      `summary/${target}/${access.key}`,
      () => siteSummary({ db, access, target }),
      summaryDataAreas(target, access),
    );
  });

  app.get('/api/sitelists/:target', signedIn, async (request, reply) => {
    const { target } = request.params as { target: string };
    const query = siteListPageQuery(request.query, SITE_LIST_PAGE_MAX);
    const access = await readingAccess(db, actorOf(request));
    const ordering = canonicalListOrdering(target, query.ordering);
    const search = JSON.stringify(canonicalSearch(query.search));
    return answers.send(
      request,
      reply,
      `sitelist/${target}/${query.limit}/${query.offset}/${ordering}/${search}/${access.key}`,
      () => siteListPage({ db, access, target, ...query }),
      summaryDataAreas(target, access),
    );
  });

  app.get('/api/sitelists/:target/markers', signedIn, async (request, reply) => {
    const { target } = request.params as { target: string };
    const search = siteListSearch(request.query);
    const access = await readingAccess(db, actorOf(request));
    siteListTarget(target); // 404 for an unknown list before anything is cached
    return answers.send(
      request,
      reply,
      `sitelist-markers/${target}/${JSON.stringify(canonicalSearch(search))}/${access.key}`,
      () => siteListMarkers({ db, access, target, search }),
      summaryDataAreas(target, access).filter(
        (area) => !area.startsWith('readings:') || keywordReadsReadings(target, search),
      ),
    );
  });

  const sendDetail = async (request: FastifyRequest, reply: FastifyReply, target: string) => {
    const id = siteIdOf(request);
    const access = await readingAccess(db, actorOf(request));
    // ?measurements=false: the site alone, for the screens, which read the readings a page or a chart at a time
    const withReadings = (request.query as { measurements?: string }).measurements !== 'false';
    return answers.send(
      request,
      reply,
      `detail/${target}/${id}/${withReadings}/${access.key}`,
      () => siteDetail({ db, access, target, id, withReadings }),
      detailDataAreas(target, id),
    );
  };
  // spec 1 §7: the streamflow and water level screens read wellsitedetails/{target}/{id} ...
  app.get('/api/wellsitedetails/:target/:id', signedIn, (request, reply) => {
    const { target } = request.params as { target: string };
    if (target !== 'wellsitemeasurements' && target !== 'streammonitoring') throw AppError.notFound();
    return sendDetail(request, reply, target);
  });
  // ... and the water quality, subsidence and interconnected screens {target}/{id}.
  for (const target of ['waterqualitymeasurements', 'subsidencemeasurements', 'surfacewatermeasurements']) {
    app.get(`/api/${target}/:id`, signedIn, (request, reply) => sendDetail(request, reply, target));
  }

  app.get('/api/sitereadings/:target/:id', signedIn, async (request, reply) => {
    const { target } = request.params as { target: string };
    const id = siteIdOf(request);
    const query = readingsPageQuery(request.query);
    const access = await readingAccess(db, actorOf(request));
    const ordering = canonicalOrdering(target, query.ordering);
    const key = `readings/${target}/${id}/${query.limit}/${query.offset}/${ordering}/${access.key}`;
    return answers.send(
      request,
      reply,
      key,
      () => siteReadingsPage({ db, access, target, id, ...query }),
      readingsDataAreas(target, id),
    );
  });

  app.get('/api/sitereadings/:target/:id/csv', signedIn, async (request, reply) => {
    const { target } = request.params as { target: string };
    const id = siteIdOf(request);
    const access = await readingAccess(db, actorOf(request));
    const file = await siteReadingsCsv({ db, access, target, id });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.lines);
  });

  app.get('/api/sitecharts/:target/:id', signedIn, async (request, reply) => {
    const { target } = request.params as { target: string };
    const id = siteIdOf(request);
    const { chart, ...chartRequest } = siteChartQuery(request.query);
    const access = await readingAccess(db, actorOf(request));
    const key = `chart/${target}/${id}/${JSON.stringify([chart, chartRequest])}/${access.key}`;
    return answers.send(
      request,
      reply,
      key,
      () => siteChart({ db, access, target, id, chart, request: chartRequest }),
      readingsDataAreas(target, id),
    );
  });

  collectionRoutes(app, db, siteCollection({ path: 'wellsites', title: 'Well Site List', kind: WELL_SITE }));
  collectionRoutes(
    app,
    db,
    siteCollection({
      path: 'wellqualitys',
      title: 'Water Quality Site List',
      kind: WELL_SITE,
      scope: eq(wellSites.wq_monitoring, true),
      createdWith: { wq_monitoring: true },
    }),
  );
  collectionRoutes(
    app,
    db,
    siteCollection({ path: 'streamsites', title: 'Stream Site List', kind: STREAM_SITE }),
  );
  collectionRoutes(
    app,
    db,
    siteCollection({ path: 'subsidencesites', title: 'Subsidence Site List', kind: SUBSIDENCE_SITE }),
  );
  collectionRoutes(
    app,
    db,
    siteCollection({ path: 'swgwsites', title: 'Interconnected SW Site List', kind: INTERCONNECTED_SITE }),
  );

  collectionRoutes(
    app,
    db,
    readingCollection({
      path: 'wellsitemeasurements',
      title: 'Water Level Measurements',
      kind: WELL_READINGS,
    }),
  );
  collectionRoutes(
    app,
    db,
    readingCollection({ path: 'streammonitoring', title: 'Stream Measurements', kind: STREAM_READINGS }),
  );
  collectionRoutes(
    app,
    db,
    readingCollection({
      path: 'waterqualitymeasurements',
      title: 'Water Quality Measurements',
      kind: WATER_QUALITY_READINGS,
      getOneRoute: false,
    }),
  );
  collectionRoutes(
    app,
    db,
    readingCollection({
      path: 'subsidencemeasurements',
      title: 'Subsidence Measurements',
      kind: SUBSIDENCE_READINGS,
      getOneRoute: false,
    }),
  );
  collectionRoutes(
    app,
    db,
    readingCollection({
      path: 'surfacewatermeasurements',
      title: 'Vertical Gradient Measurements',
      kind: VERTICAL_GRADIENT_READINGS,
      getOneRoute: false,
    }),
  );
}
