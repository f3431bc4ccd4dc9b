import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { UserExportQuerySchema } from '#shared/user/user.schemas';

import { adminsOnly, guardEveryRoute } from '../../http/access';
import { csvResponse, sendCsv } from '../../http/csv';
import { tagRoutes } from '../../http/openapi';
import type { UserExportService } from './user-export.service';

/** GET /api/user/export: the users screen's CSV file, for admins (decision 0046). */
export const userExportRoutes: FastifyPluginAsyncZod<{ userExport: UserExportService }> = async (
  app,
  { userExport },
) => {
  tagRoutes(app, 'Users');
  guardEveryRoute(app, adminsOnly);

  app.get(
    '/export',
    {
      schema: {
        summary: 'The users as a CSV file (admins)',
        description:
          'The filters of `GET /api/user`: `q` (part of the name or email), `role` and ' +
          '`status` (verified or unverified email). Name, email, role, email verified, when ' +
          'they joined (UTC), phone and how they signed up; oldest first. UTF-8 with a BOM, ' +
          'CRLF, RFC 4180 quoting, formula cells neutralised; streamed; `X-Total-Count` gives ' +
          'the rows to come.',
        querystring: UserExportQuerySchema,
        response: { 200: csvResponse('users-YYYY-MM-DD.csv') },
      },
    },
    async (request, reply) => sendCsv(reply, await userExport.users(request.actor, request.query)),
  );
};
