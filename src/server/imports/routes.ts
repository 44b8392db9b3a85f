import type { FastifyInstance } from 'fastify';
import { datasetOfTemplate } from '../../domain/imports/monitoring-datasets';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { cachedTemplate, XLSX_CONTENT_TYPE } from './spreadsheet-template';

export function importRoutes(app: FastifyInstance, _context: AppContext) {
  const signedIn = { config: { access: 'signedIn' as const } };

  // The file name only picks one of the five templates, which are built in memory: it is never a path.
  app.get('/api/templates/:file', signedIn, async (request, reply) => {
    const { file } = request.params as { file: string };
    const dataset = datasetOfTemplate(file);
    if (!dataset) throw AppError.notFound();
    const template = await cachedTemplate(dataset);
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('Content-Disposition', `attachment; filename="${dataset.templateFile}"`)
      .send(template);
  });
}
