import { useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export const emailPaths = {
  settings: '/admin/emails',
  log: '/admin/emails/log',
  memberLog: (userId: string) =>
    `/admin/emails/log?filter=${encodeURIComponent(`userId:${userId}`)}`,
};

/**
 * The two sides of /admin/emails, its settings and the log of what was sent: two pages, so
 * links (the current one marked), drawn as tabs.
 */
export function EmailsTabs() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  const { t } = useLingui();
  const tabs = [
    { to: emailPaths.settings, label: t`Settings` },
    { to: emailPaths.log, label: t`Email log` },
  ];
  return (
    <Group
      component="nav"
      aria-label={t`Emails`}
      gap="lg"
      mb="md"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      {tabs.map((tab) => {
        const isCurrent = path === tab.to;
        return (
          <Anchor
            key={tab.to}
            component={Link}
            to={tab.to}
            aria-current={isCurrent ? 'page' : undefined}
            underline="never"
            fw={isCurrent ? 700 : 500}
            c={isCurrent ? 'brand.9' : 'gray.8'}
            py={8}
            style={{
              borderBottom: `2px solid ${isCurrent ? 'var(--mantine-color-brand-7)' : 'transparent'}`,
              marginBottom: -1,
            }}
          >
            {tab.label}
          </Anchor>
        );
      })}
    </Group>
  );
}
