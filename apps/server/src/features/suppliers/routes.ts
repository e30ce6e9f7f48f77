import { archiveFormsResultSchema } from '@showdesk/domain/forms/forms';
import { formatUploadLimit } from '@showdesk/domain/platform/uploads';
import {
  archiveSupplierGroupsInputSchema,
  createSupplierGroupInputSchema,
  supplierGroupListQuerySchema,
  supplierGroupPageSchema,
  supplierGroupSchema,
  updateSupplierGroupInputSchema,
} from '@showdesk/domain/suppliers/supplier-groups';
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
import { z } from 'zod';
import * as recordGroups from '../../lib/lists/record-groups.ts';
import { readerKey, sendVersioned, VersionedCache } from '../../lib/versioned-cache.ts';
import { registerFileAccess } from '../platform/uploads/file-access.ts';
import { receiveUpload } from '../platform/uploads/receive-upload.ts';
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

const eventParams = z.object({ eventId: z.string() });
const supplierParams = eventParams.extend({ supplierId: z.string() });
const groupParams = eventParams.extend({ supplierGroupId: z.string() });
/** Moderators manage suppliers and supplier groups (spec section 6). */
const config = { permission: 'moderator' as const };

const supplierRules =
  "Errors: 400 'Invalid supplier' with the paths (company required; website an http(s) " +
  'address; contacts with a valid email when one is given; team types and groups must be the ' +
  "event's; a team type may not be both shown and hidden; an archived group takes no new supplier).";

/** The multipart form of the logo upload, for the API reference only (the route streams it). */
const logoFormSchema = z
  .object({ file: z.string().meta({ format: 'binary', description: 'The image' }) })
  .nullish();

/** Suppliers (spec section 3, Supplier): the organisers' list and record, and members' pages. */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFileAccess(supplierOwnerType, canReadSupplierLogo);
  const tags = ['suppliers'];
  app.get(
    '/suppliers',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the suppliers of the event, by company, with their groups',
        description:
          'The list convention (?page&pageSize&sort&q&filter). q matches the company; sort ' +
          'company (default), updatedAt (prefix - for descending); filter isArchived:true|false ' +
          '(default false), isFeatured:true|false, supplierGroupId:<id>.',
        params: eventParams,
        querystring: supplierListQuerySchema,
        response: { 200: supplierPageSchema },
      },
    },
    async (request) => listSuppliers(app.deps, request.eventContext.eventId, request.query),
  );

  app.post(
    '/suppliers',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a supplier, optionally into chosen groups (at the end of their lists)',
        description: `${supplierRules} The logo is uploaded after (PUT /suppliers/{supplierId}/logo).`,
        params: eventParams,
        body: createSupplierInputSchema,
        response: { 201: supplierDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSupplier(app.deps, request.eventContext, request.body)),
  );

  app.post(
    '/suppliers/archive',
    {
      config,
      schema: {
        tags,
        summary: 'Archive or unarchive suppliers in bulk',
        description:
          "Every id must be a supplier of the event: 404 'Supplier not found' with the ids' " +
          'paths otherwise, and nothing changes.',
        params: eventParams,
        body: archiveSuppliersInputSchema,
        response: { 200: archiveFormsResultSchema },
      },
    },
    async (request) => archiveSuppliers(app.deps, request.eventContext, request.body),
  );

  app.get(
    '/suppliers/:supplierId',
    {
      config,
      schema: {
        tags,
        summary: 'A supplier with the groups it is in',
        params: supplierParams,
        response: { 200: supplierDetailSchema },
      },
    },
    async (request) =>
      getSupplierDetail(app.deps, request.eventContext.eventId, request.params.supplierId),
  );

  app.patch(
    '/suppliers/:supplierId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Change a supplier's settings, archive flag or groups",
        description: `${supplierRules} supplierGroupIds: the groups it is in afterwards (joins new ones at the end).`,
        params: supplierParams,
        body: updateSupplierInputSchema,
        response: { 200: supplierDetailSchema },
      },
    },
    async (request) =>
      editSupplier(app.deps, request.eventContext, request.params.supplierId, request.body),
  );

  app.put(
    '/suppliers/:supplierId/logo',
    {
      config,
      schema: {
        tags,
        summary: "Upload a supplier's logo (resized to 256x256 PNG)",
        description:
          `multipart/form-data with one file part of at most ${formatUploadLimit(supplierLogoLimitBytes)}: ` +
          'a jpeg, png or webp (read from its content), fitted whole into 256x256 on a ' +
          'transparent background, PNG quality 80. The earlier logo is deleted. Errors: 413 ' +
          "(too large), 415 'Failed to upload logo' (not such an image; nothing changes).",
        consumes: ['multipart/form-data'],
        params: supplierParams,
        body: logoFormSchema,
        response: { 200: supplierDetailSchema },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, { maxBytes: supplierLogoLimitBytes });
      try {
        return await uploadSupplierLogo(
          app.deps,
          request.eventContext,
          request.params.supplierId,
          upload,
        );
      } finally {
        await upload.dispose();
      }
    },
  );

  app.delete(
    '/suppliers/:supplierId/logo',
    {
      config,
      schema: {
        tags,
        summary: "Remove a supplier's logo and delete its file",
        params: supplierParams,
        response: { 200: supplierDetailSchema },
      },
    },
    async (request) =>
      removeSupplierLogo(app.deps, request.eventContext, request.params.supplierId),
  );

  app.delete(
    '/suppliers/:supplierId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a supplier, its place in groups and its logo',
        params: supplierParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeSupplier(app.deps, request.eventContext, request.params.supplierId);
      return reply.status(204).send(null);
    },
  );

  const memberConfig = { permission: 'user' as const };
  // Members' reads, remembered per team type until the event's content (suppliers and groups
  // are part of it) changes: the answer depends only on the reader's type and the query.
  const memberCache = new VersionedCache();
  app.get(
    '/member/suppliers',
    {
      config: memberConfig,
      schema: {
        tags,
        summary: 'The suppliers the caller may see, by supplier group, featured first',
        description:
          'Active suppliers not hidden from the caller’s team type and, when shown only to some ' +
          'types, shown to theirs (organisers see all); active groups by title, then ' +
          "'Other suppliers' (in no active group). q matches the company or description.",
        params: eventParams,
        querystring: memberSupplierListQuerySchema,
        response: { 200: memberSupplierListSchema },
      },
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      const { q } = request.query;
      return sendVersioned(memberCache, reply, ctx, `list|${readerKey(ctx)}|${q}`, () =>
        listMemberSuppliers(app.deps, ctx, q),
      );
    },
  );

  app.get(
    '/member/suppliers/:supplierId',
    {
      config: memberConfig,
      schema: {
        tags,
        summary: 'A supplier the caller may see',
        description:
          "404 'Supplier not found' for one that is archived or not for their team type.",
        params: supplierParams,
        response: { 200: memberSupplierSchema },
      },
    },
    async (request) => getMemberSupplier(app.deps, request.eventContext, request.params.supplierId),
  );
};

/** Supplier groups (spec section 3, Supplier group). */
export const supplierGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['supplier groups'];
  app.get(
    '/supplier-groups',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the supplier groups of the event, by title',
        description:
          'The list convention. q matches the title; sort title (default), updatedAt; filter ' +
          'isArchived:true|false (default false).',
        params: eventParams,
        querystring: supplierGroupListQuerySchema,
        response: { 200: supplierGroupPageSchema },
      },
    },
    async (request) =>
      recordGroups.listGroupsPage(
        app.deps,
        supplierGroupSpec,
        request.eventContext.eventId,
        request.query,
      ),
  );

  app.get(
    '/supplier-groups/options',
    {
      config,
      schema: {
        tags,
        summary: 'Every supplier group of the event by title (the supplier screens’ picker)',
        params: eventParams,
        response: { 200: z.array(supplierGroupSchema) },
      },
    },
    async (request) =>
      recordGroups.groupOptions(app.deps, supplierGroupSpec, request.eventContext.eventId),
  );

  app.post(
    '/supplier-groups',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a supplier group',
        description:
          "Errors: 400 'Invalid group' with the paths (suppliers must be the event's, each once).",
        params: eventParams,
        body: createSupplierGroupInputSchema,
        response: { 201: supplierGroupSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordGroups.addGroup(
            app.deps,
            supplierGroupSpec,
            request.eventContext,
            request.body,
          ),
        ),
  );

  app.post(
    '/supplier-groups/archive',
    {
      config,
      schema: {
        tags,
        summary: 'Archive or unarchive supplier groups in bulk',
        description:
          "Every id must be a group of the event: 404 'Supplier group not found' otherwise, " +
          'and nothing changes.',
        params: eventParams,
        body: archiveSupplierGroupsInputSchema,
        response: { 200: archiveFormsResultSchema },
      },
    },
    async (request) =>
      recordGroups.archiveGroups(app.deps, supplierGroupSpec, request.eventContext, request.body),
  );

  app.get(
    '/supplier-groups/:supplierGroupId',
    {
      config,
      schema: {
        tags,
        summary: 'A supplier group',
        params: groupParams,
        response: { 200: supplierGroupSchema },
      },
    },
    async (request) =>
      recordGroups.getGroup(
        app.deps,
        supplierGroupSpec,
        request.eventContext.eventId,
        request.params.supplierGroupId,
      ),
  );

  app.patch(
    '/supplier-groups/:supplierGroupId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Change a supplier group's title, its suppliers' order or its archive flag",
        description: "Errors: 400 'Invalid group' with the paths.",
        params: groupParams,
        body: updateSupplierGroupInputSchema,
        response: { 200: supplierGroupSchema },
      },
    },
    async (request) =>
      recordGroups.editGroup(
        app.deps,
        supplierGroupSpec,
        request.eventContext,
        request.params.supplierGroupId,
        request.body,
      ),
  );

  app.delete(
    '/supplier-groups/:supplierGroupId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a supplier group (its suppliers stay)',
        params: groupParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recordGroups.removeGroup(
        app.deps,
        supplierGroupSpec,
        request.eventContext,
        request.params.supplierGroupId,
      );
      return reply.status(204).send(null);
    },
  );
};
