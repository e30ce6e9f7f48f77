import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { hasPermission } from '@showdesk/domain/people/permissions';
import {
  defaultTipText,
  maxTipLength,
  type TipsArea,
  type TipsSettings,
  tipsAreaOf,
  tipTextFor,
} from '@showdesk/domain/platform/tips';
import { IconBulb, IconChevronsRight, IconPencil } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { settingsQuery } from '../../features/platform/settings/api/settings-api.ts';
import { said } from '../../i18n/i18n.ts';
import { api, eventPath } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.ts';
import { useSession } from '../../lib/session.ts';

interface TipsAsideProps {
  isCollapsed: boolean;
  onToggle: () => void;
}

/**
 * The 'Tips and tricks' aside (spec section 2; the shell hides it below the xl width, 1200px).
 * It shows the tip admins wrote for the page's area, else the spec's default text; admins edit
 * it in place. A member may fold it to a narrow rail, remembered per user (`useTipsCollapsed`).
 */
export function TipsAside({ isCollapsed, onToggle }: TipsAsideProps) {
  const { event, member } = useSession();
  const { pathname } = useLocation();
  const area = tipsAreaOf(pathname);
  const tips = useQuery(settingsQuery<TipsSettings>(event.id, 'tips'));
  const [editing, setEditing] = useState<TipsArea | null>(null);
  const { t } = useLingui();

  if (isCollapsed) {
    return (
      <Tooltip label={t`Show tips and tricks`} position="left">
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={onToggle}
          aria-label={t`Show tips and tricks`}
          aria-expanded={false}
        >
          <IconBulb size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }

  const isAdmin = hasPermission(member.permissions, 'admin');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="tips-title">
      <Group justify="space-between" wrap="nowrap" mb="xs" gap={4}>
        <Title order={2} fz="md" id="tips-title" style={{ display: 'flex', gap: 6 }}>
          <IconBulb size={20} aria-hidden />
          <Trans>Tips and tricks</Trans>
        </Title>
        <Group gap={2} wrap="nowrap">
          {isAdmin && editing !== area ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setEditing(area)}
              aria-label={t`Edit this tip`}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          ) : null}
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggle}
            aria-label={t`Hide tips and tricks`}
            aria-expanded
          >
            <IconChevronsRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {editing === area && tips.data ? (
        <TipEditor area={area} tips={tips.data} onDone={() => setEditing(null)} />
      ) : (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
          {shownTip(tipTextFor(tips.data, area))}
        </Text>
      )}
    </Paper>
  );
}

/** A tip as written; the app's own words where none is, in the reader's language. */
const shownTip = (tip: string) => (tip === defaultTipText ? said(tip) : tip);

interface TipEditorProps {
  area: TipsArea;
  tips: TipsSettings;
  onDone: () => void;
}

/** Admins write the tip of one area; an empty tip goes back to the spec's default text. */
function TipEditor({ area, tips, onDone }: TipEditorProps) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const [text, setText] = useState(tips[area]);
  const { t } = useLingui();
  const save = useMutation({
    mutationFn: (tip: string) =>
      api.patch<TipsSettings>(eventPath(event.id, '/settings/tips'), { [area]: tip }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery<TipsSettings>(event.id, 'tips').queryKey, saved);
      feedback('success');
      onDone();
    },
    onError: () => feedback('error'),
  });
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(text);
      }}
    >
      <Textarea
        label={t`Tip for this area`}
        description={t`Members see it beside every page of this area. Leave empty for the default.`}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={maxTipLength}
        autosize
        minRows={3}
        maxRows={10}
        data-autofocus
      />
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={onDone} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" size="xs" loading={save.isPending}>
          <Trans>Save tip</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
