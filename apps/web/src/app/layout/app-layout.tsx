import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Box, Burger, Group, Image, Progress, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { navColours } from '@showdesk/domain/platform/nav-colours';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { NotificationBell } from '../../features/messaging/notifications/components/notification-bell.tsx';
import { useSession } from '../../lib/session.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ClosedBanner } from './closed-banner.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { QuickLinks } from './quick-links.tsx';
import { Sidebar } from './sidebar.tsx';
import { TipsAside } from './tips-aside.tsx';
import { UserMenu } from './user-menu.tsx';
import './shell.css';

/**
 * The app shell of a logged-in member: branded header and sidebar, quick links, breadcrumbs,
 * the page, and the 'Tips and tricks' aside on wide screens (spec section 2, page chrome).
 */
export function AppLayout() {
  const { branding, event, user } = useSession();
  const { t } = useLingui();
  const eventName = event.name;
  const [isNavOpen, nav] = useDisclosure(false);
  // Folding the tips is one person's choice: remembered per user in this browser.
  const [isTipsFolded, setTipsFolded] = useLocalStorage<boolean>({
    key: `showdesk:tips-collapsed:${user.id}`,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  // The organisers' screens are tables and builders that need the width: below 1600 px the
  // aside folds to its rail there on its own (opening it again holds for this visit).
  const { pathname } = useLocation();
  const hasRoom = useMediaQuery('(min-width: 100em)', false, { getInitialValueInEffect: false });
  const needsRoom = pathname.startsWith('/admin') && !hasRoom;
  const [isOpenedForNow, setOpenedForNow] = useState(false);
  const isTipsCollapsed = needsRoom ? !isOpenedForNow : isTipsFolded;
  const toggleTips = () =>
    needsRoom ? setOpenedForNow((opened) => !opened) : setTipsFolded((folded) => !folded);
  const navigation = useNavigation();
  const isDark = branding.navTheme === 'dark';
  // The brand colour, deepened just enough for its text to reach WCAG AA.
  const { background, foreground } = navColours(branding.navBgColor, branding.navTheme);
  // autoLogo picks the version that suits the bar; otherwise the logo, whatever the bar.
  const logo =
    branding.autoLogo && isDark
      ? branding.invertedLogo || branding.logo
      : branding.logo || branding.invertedLogo;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !isNavOpen } }}
      aside={{
        width: isTipsCollapsed ? 64 : 300,
        breakpoint: 'xl',
        collapsed: { desktop: false, mobile: true },
      }}
      padding={{ base: 'md', md: 'xl' }}
      style={
        {
          '--nav-bg': background,
          '--nav-fg': foreground,
        } as React.CSSProperties
      }
      data-nav-theme={branding.navTheme}
    >
      <a href="#main-content" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <AppShell.Header className="shell-header">
        {navigation.state === 'loading' ? (
          <Progress
            value={100}
            animated
            size={3}
            radius={0}
            className="nav-progress"
            aria-label={t`Loading page`}
          />
        ) : null}
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <Burger
              opened={isNavOpen}
              onClick={nav.toggle}
              hiddenFrom="md"
              size="sm"
              color={foreground}
              aria-label={isNavOpen ? t`Close navigation` : t`Open navigation`}
            />
            <Link to="/" className="shell-brand" aria-label={t`${eventName} home`}>
              {logo ? (
                <Image src={logo} alt="" h={36} w="auto" fit="contain" />
              ) : (
                <Text fw={700} fz="lg" c={foreground} truncate>
                  {event.name}
                </Text>
              )}
            </Link>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationBell color={foreground} />
            <UserMenu color={foreground} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className="shell-navbar" aria-label={t`Main navigation`}>
        <Sidebar onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Aside p={isTipsCollapsed ? 'sm' : 'md'} className="shell-aside" visibleFrom="xl">
        <TipsAside isCollapsed={isTipsCollapsed} onToggle={toggleTips} />
      </AppShell.Aside>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Box maw={1200} mx="auto">
          <ClosedBanner />
          <QuickLinks />
          <Breadcrumbs />
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
