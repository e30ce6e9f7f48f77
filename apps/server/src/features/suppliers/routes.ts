import { archiveFormsResultSchema } from '@showdesk/domain/forms/forms';
import { archiveRecordsInputSchema } from '@showdesk/domain/forms/records';
import { formatUploadLimit } from '@showdesk/domain/platform/uploads';
import { supplierGroupSchemas } from '@showdesk/domain/suppliers/supplier-groups';
import {
  archiveSuppliersInputSchema,
  createSupplierInputSchema,
  memberSupplierListQuerySchema,
  memberSupplierListSchema,
  memberSupplierSchema,
  supplierDetailSchema,
  supplierListQuerySchema,
  supplierLogoLimitBytes,
  supplierPageSchema,
  updateSupplierInputSchema,
} from '@showdesk/domain/suppliers/suppliers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordGroupRoutes } from '../../lib/lists/record-group-routes.ts';
import { eventParams, eventRoutes, recordParams } from '../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../lib/routes/record-routes.ts';
import { uploadFormSchema } from '../../lib/routes/upload-form.ts';
import { readerKey, sendVersioned, VersionedCache } from '../../lib/versioned-cache.ts';
import { registerFileAccess } from '../platform/uploads/file-access.ts';
import { withUpload } from '../platform/uploads/receive-upload.ts';
import { supplierGroupSpec } from './groups.ts';
import { canReadSupplierLogo, removeSupplierLogo, uploadSupplierLogo } from './logo.ts';
import { getMemberSupplier, listMemberSuppliers } from './member.ts';
import { supplierOwnerType } from './queries.ts';
import {
  addSupplier,
  archiveSuppliers,
  editSupplier,
  getSupplierDetail,
  listSuppliers,
  removeSupplier,
} from './service.ts';

const supplierRules =
  "Errors: 400 'Invalid supplier' with the paths (company required; website an http(s) " +
  'address; contacts with a valid email when one is given; team types and groups must be the ' +
  "event's; a team type may not be both shown and hidden; an archived group takes no new supplier).";

const logoFormSchema = uploadFormSchema('The image');

/** Suppliers (spec section 3, Supplier): the organisers' list and record, and members' pages. */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFileAccess(supplierOwnerType, canReadSupplierLogo);
  // Moderators manage suppliers and supplier groups (spec section 6).
  const routes = eventRoutes(app, { tags: ['suppliers'], permission: 'moderator' });
  const params = recordParams('supplierId');
  recordRoutes(routes, {
    path: '/suppliers',
    idParam: 'supplierId',
    list: {
      summary: 'One page of the suppliers of the event, by company, with their groups',
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches the company; sort ' +
        'company (default), updatedAt (prefix - for descending); filter isArchived:true|false ' +
        '(default false), isFeatured:true|false, supplierGroupId:<id>.',
      querystring: supplierListQuerySchema,
      response: supplierPageSchema,
      run: listSuppliers,
    },
    create: {
      summary: 'Add a supplier, optionally into chosen groups (at the end of their lists)',
      description: `${supplierRules} The logo is uploaded after (PUT /suppliers/{supplierId}/logo).`,
      body: createSupplierInputSchema,
      response: supplierDetailSchema,
      run: addSupplier,
    },
    archive: {
      summary: 'Archive or unarchive suppliers in bulk',
      description:
        "Every id must be a supplier of the event: 404 'Supplier not found' with the ids' " +
        'paths otherwise, and nothing changes.',
      body: archiveSuppliersInputSchema,
      response: archiveFormsResultSchema,
      run: archiveSuppliers,
    },
    get: {
      summary: 'A supplier with the groups it is in',
      response: supplierDetailSchema,
      run: getSupplierDetail,
    },
    update: {
      summary: "Change a supplier's settings, archive flag or groups",
      description: `${supplierRules} supplierGroupIds: the groups it is in afterwards (joins new ones at the end).`,
      body: updateSupplierInputSchema,
      response: supplierDetailSchema,
      run: editSupplier,
    },
    remove: { summary: 'Delete a supplier, its place in groups and its logo', run: removeSupplier },
  });

  routes.put(
    '/suppliers/:supplierId/logo',
    {
      summary: "Upload a supplier's logo (resized to 256x256 PNG)",
      description:
        `multipart/form-data with one file part of at most ${formatUploadLimit(supplierLogoLimitBytes)}: ` +
        'a jpeg, png or webp (read from its content), fitted whole into 256x256 on a ' +
        'transparent background, PNG quality 80. The earlier logo is deleted. Errors: 413 ' +
        "(too large), 415 'Failed to upload logo' (not such an image; nothing changes).",
      consumes: ['multipart/form-data'],
      params,
      body: logoFormSchema,
      response: supplierDetailSchema,
    },
    (request) =>
      withUpload(
        request,
        (upload) =>
          uploadSupplierLogo(app.deps, request.eventContext, request.params.supplierId, upload),
        { maxBytes: supplierLogoLimitBytes },
      ),
  );

  routes.delete(
    '/suppliers/:supplierId/logo',
    {
      summary: "Remove a supplier's logo and delete its file",
      params,
      response: supplierDetailSchema,
    },
    async (request) =>
      removeSupplierLogo(app.deps, request.eventContext, request.params.supplierId),
  );

  const memberConfig = { permission: 'user' as const };
  // Members' reads, remembered per team type until the event's content (suppliers and groups
  // are part of it) changes: the answer depends only on the reader's type and the query.
  const memberCache = new VersionedCache();
  routes.get(
    '/member/suppliers',
    {
      config: memberConfig,
      summary: 'The suppliers the caller may see, by supplier group, featured first',
      description:
        'Active suppliers not hidden from the caller’s team type and, when shown only to some ' +
        'types, shown to theirs (organisers see all); active groups by title, then ' +
        "'Other suppliers' (in no active group). q matches the company or description.",
      params: eventParams,
      querystring: memberSupplierListQuerySchema,
      response: memberSupplierListSchema,
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      const { q } = request.query;
      return sendVersioned(memberCache, reply, ctx, `list|${readerKey(ctx)}|${q}`, () =>
        listMemberSuppliers(app.deps, ctx, q),
      );
    },
  );

  routes.get(
    '/member/suppliers/:supplierId',
    {
      config: memberConfig,
      summary: 'A supplier the caller may see',
      description: "404 'Supplier not found' for one that is archived or not for their team type.",
      params,
      response: memberSupplierSchema,
    },
    async (request) => getMemberSupplier(app.deps, request.eventContext, request.params.supplierId),
  );
};

/** Supplier groups (spec section 3, Supplier group). */
export const supplierGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  recordGroupRoutes(eventRoutes(app, { tags: ['supplier groups'], permission: 'moderator' }), {
    spec: supplierGroupSpec,
    path: '/supplier-groups',
    idParam: 'supplierGroupId',
    listQuery: supplierGroupSchemas.listQuerySchema,
    page: supplierGroupSchemas.pageSchema,
    archive: {
      summary: 'Archive or unarchive supplier groups in bulk',
      description:
        "Every id must be a group of the event: 404 'Supplier group not found' otherwise, " +
        'and nothing changes.',
      body: archiveRecordsInputSchema,
      response: archiveFormsResultSchema,
    },
    texts: {
      list: { summary: 'One page of the supplier groups of the event, by title' },
      options: {
        summary: 'Every supplier group of the event by title (the supplier screens’ picker)',
      },
      create: {
        summary: 'Add a supplier group',
        description:
          "Errors: 400 'Invalid group' with the paths (suppliers must be the event's, each once).",
      },
      get: { summary: 'A supplier group' },
      update: {
        summary: "Change a supplier group's title, its suppliers' order or its archive flag",
        description: "Errors: 400 'Invalid group' with the paths.",
      },
      remove: { summary: 'Delete a supplier group (its suppliers stay)' },
    },
  });
};
