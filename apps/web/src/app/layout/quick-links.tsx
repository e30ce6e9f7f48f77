import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import { quickLinks } from '@showdesk/domain/platform/navigation';
import { Link, useLocation } from 'react-router';
import { useDomainWord } from '../../lib/domain-word.ts';
import { useSession } from '../../lib/session.ts';

/**
 * The 'Quick Links:' shortcut bar; admin-only shortcuts are hidden from everyone else, and the
 * page the member is on is not offered as a shortcut to itself.
 */
export function QuickLinks() {
  const { member, terminology } = useSession();
  const { pathname } = useLocation();
  const { t } = useLingui();
  const word = useDomainWord();
  const links = quickLinks(member.permissions, terminology, pathname);
  return (
    <Group component="nav" aria-label={t`Quick links`} gap="xs" wrap="wrap" mb="md">
      <Text size="sm" fw={600}>
        <Trans>Quick Links:</Trans>
      </Text>
      {links.map((link) => (
        <Anchor key={link.path} component={Link} to={link.path} size="sm">
          {word(link.label)}
        </Anchor>
      ))}
    </Group>
  );
}
