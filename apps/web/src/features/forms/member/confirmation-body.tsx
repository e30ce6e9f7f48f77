import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Text } from '@mantine/core';
import type { ShownConfirmation } from '@showdesk/domain/forms/confirmations';
import type { UseQueryResult } from '@tanstack/react-query';
import { RichTextView } from '../../../components/content-view/rich-text-view.tsx';

/**
 * What the submitter reads after sending: the form's confirmation message, or the plain thanks
 * when the form has none of its own (or it has since been switched off or deleted).
 */
export function ConfirmationBody({ query }: { query: UseQueryResult<ShownConfirmation> }) {
  const { t } = useLingui();
  if (query.data?.message) return <RichTextView html={query.data.message} />;
  if (query.isLoading) {
    return <Skeleton h={44} w={360} maw="100%" role="status" aria-label={t`Loading`} />;
  }
  return (
    <Text c="dimmed">
      <Trans>Thank you, your submission has been received.</Trans>
    </Text>
  );
}
