import { useLingui } from '@lingui/react/macro';
import { Card, Text, Title } from '@mantine/core';
import { useDashboardHeader, useDashboardHeaderImage } from '../api/dashboard-header-api.ts';
import './dashboard-header.css';

/**
 * The event's dashboard header (set at /admin/dashboard-header): a banner image, a title and a
 * description. Nothing is shown while it loads, when it is empty, or when it cannot be read.
 */
export function DashboardHeader() {
  const { t } = useLingui();
  const header = useDashboardHeader();
  const image = useDashboardHeaderImage(header.data?.assetId);
  if (!header.data) return null;
  const { title, description } = header.data;
  const asset = image.data?.type === 'image' ? image.data : null;
  if (!title && !description && !asset) return null;

  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      component="section"
      aria-label={title ? undefined : t`Dashboard header`}
      aria-labelledby={title ? 'dashboard-header-title' : undefined}
    >
      {asset ? (
        <Card.Section>
          <img
            className="dashboard-header-image"
            src={asset.data.large}
            srcSet={`${asset.data.small} 960w, ${asset.data.medium} 1440w, ${asset.data.large} 1920w`}
            sizes="(min-width: 75em) 1100px, 100vw"
            alt={asset.altText}
          />
        </Card.Section>
      ) : null}
      {title || description ? (
        <div className={asset ? 'dashboard-header-text' : undefined}>
          {title ? (
            <Title order={2} fz={{ base: 22, md: 26 }} id="dashboard-header-title">
              {title}
            </Title>
          ) : null}
          {description ? (
            <Text mt={title ? 6 : 0} c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {description}
            </Text>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
