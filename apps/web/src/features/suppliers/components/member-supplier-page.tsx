import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MemberSupplier } from '@showdesk/domain/suppliers/suppliers';
import { IconBuildingStore, IconExternalLink, IconMail, IconPhone } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { RichTextView } from '../../../components/content-view/rich-text-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { recordState } from '../../../components/record-state.tsx';
import { useBreadcrumbLabel, useRecordCrumb } from '../../../lib/breadcrumb-labels.ts';
import { useContentTitle, useMemberSupplier } from '../api/member-suppliers-api.ts';
import { memberSupplierPaths } from '../paths.ts';
import { SupplierLogo } from './supplier-logo.tsx';

/**
 * /suppliers/:supplierId and /content/:contentId/supplier/:supplierId: a supplier's logo,
 * description, website and contacts. 'Supplier Not Found' for one the team may not see.
 */
export function MemberSupplierPage() {
  const { supplierId = '', contentId } = useParams();
  const { t } = useLingui();
  const query = useMemberSupplier(supplierId);
  const page = useContentTitle(contentId);
  useRecordCrumb(encodeURIComponent(supplierId), query, (supplier) => supplier.company);
  useBreadcrumbLabel(contentId && encodeURIComponent(contentId), page.data?.title);

  const state = recordState({
    query,
    noun: t`Supplier`,
    icon: <IconBuildingStore size={34} />,
    listPath: contentId ? `/content/${encodeURIComponent(contentId)}` : memberSupplierPaths.list,
    listName: contentId ? t`the page` : t`suppliers`,
    skeleton: (
      <Stack gap="lg" aria-hidden>
        <Skeleton h={80} w="50%" />
        <Skeleton h={200} />
      </Stack>
    ),
    notFoundText: t`This supplier doesn’t exist or isn’t shown to your team.`,
  });
  if (state || !query.data) return state;
  return <SupplierView supplier={query.data} />;
}

function SupplierView({ supplier }: { supplier: MemberSupplier }) {
  const { t } = useLingui();
  return (
    <Stack gap="lg" maw={860}>
      <Group gap="lg" wrap="nowrap" align="center">
        <SupplierLogo logo={supplier.logo} company={supplier.company} size={96} />
        <PageHeader
          title={supplier.company}
          isName
          description={
            supplier.website ? (
              <Anchor href={supplier.website} target="_blank" rel="noopener noreferrer">
                <Group gap={4} component="span">
                  {supplier.website.replace(/^https?:\/\//i, '')}
                  <IconExternalLink size={14} aria-label={t`(opens in a new tab)`} />
                </Group>
              </Anchor>
            ) : undefined
          }
        />
      </Group>
      {supplier.description ? (
        <Card withBorder radius="md" padding="lg">
          <RichTextView html={supplier.description} />
        </Card>
      ) : null}
      <Stack gap="sm" component="section" aria-label={t`Contacts`}>
        <Title order={2} fz="lg">
          <Trans>Contacts</Trans>
        </Title>
        {supplier.contacts.length === 0 ? (
          <Text c="dimmed">
            <Trans>No contacts are listed for this supplier.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {supplier.contacts.map((contact, index) => {
              const name = [contact.firstName, contact.surname].filter(Boolean).join(' ');
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id and never move here
                <Card key={index} withBorder radius="md" padding="md">
                  <Stack gap={4}>
                    <Text fw={600}>{name || t`Contact`}</Text>
                    {contact.jobTitle ? (
                      <Text size="sm" c="dimmed">
                        {contact.jobTitle}
                      </Text>
                    ) : null}
                    {contact.email ? (
                      <Anchor href={`mailto:${contact.email}`} size="sm">
                        <Group gap={6} component="span" wrap="nowrap">
                          <IconMail size={16} aria-hidden />
                          {contact.email}
                        </Group>
                      </Anchor>
                    ) : null}
                    {contact.phone ? (
                      <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} size="sm">
                        <Group gap={6} component="span" wrap="nowrap">
                          <IconPhone size={16} aria-hidden />
                          {contact.phone}
                        </Group>
                      </Anchor>
                    ) : null}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
