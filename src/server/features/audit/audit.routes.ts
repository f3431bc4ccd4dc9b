import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AuditListResponseSchema, AuditQuerySchema } from '#shared/audit/audit.schemas';
import { ErrorBodySchema } from '#shared/common/errors';

import { merchantsAndAdmins } from '../../http/access';
import { tagRoutes } from '../../http/openapi';
import type { AuditService } from './audit.service';

/** GET /api/audit: read-only; no route edits or deletes an entry (decision 0045). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  tagRoutes(app, 'Audit');

  app.get(
    '/',
    {
      onRequest: merchantsAndAdmins,
      schema: {
        summary:
          "Who did what: every write's entry (an admin), or its own brand's (a merchant), newest first, filtered and a page at a time",
        querystring: AuditQuerySchema,
        response: { 200: AuditListResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => audit.list(request.actor, request.query),
  );
};
