import { AppShell, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuilding,
  IconBuildingStore,
  IconCar,
  IconCarCrash,
  IconCash,
  IconCashRegister,
  IconCategory,
  IconChartBar,
  IconChevronDown,
  IconClipboardCheck,
  IconDatabase,
  IconFileImport,
  IconLogout,
  IconMapPin,
  IconMessageQuestion,
  IconPackage,
  IconReportAnalytics,
  IconSearch,
  IconUserCircle,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { can } from '@yonke/domain';
import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { UserAvatar } from '../components/user-avatar';
import { QuestionsHeaderBadge, QuestionsMenuCount } from '../features/questions/components/questions-badge';
import { useScrollToTopOnNewScreen } from '../lib/scroll';
import { roleIds, useLogout, useUser } from '../lib/session';
import classes from './layout.module.css';
import { HEADER_LINKS, MENU_GROUPS, MENU_LINKS } from './navigation';

// The offline banners, badge and sign-out checks (docs/decisions/015-installable-app.md) load after the first
// screen (first-load budget).
const StatusBanners = lazy(async () => ({ default: (await import('./offline-layer')).StatusBanners }));
const PendingSavesBadge = lazy(async () => ({
  default: (await import('./offline-layer')).PendingSavesBadge,
}));

const LINK_ICONS: Record<string, ReactNode> = {
  '/': <IconSearch size={22} />,
  '/sales': <IconCash size={22} />,
  '/counter': <IconCashRegister size={22} />,
  '/inventory': <IconPackage size={22} />,
  '/reinventory': <IconClipboardCheck size={22} />,
  '/vehicles': <IconCar size={22} />,
  '/dashboard': <IconChartBar size={22} />,
};
const MENU_ICONS: Record<string, ReactNode> = {
  '/questions': <IconMessageQuestion size={16} />,
  '/listing-problems': <IconAlertTriangle size={16} />,
  '/reports': <IconReportAnalytics size={16} />,
  '/locations': <IconMapPin size={16} />,
  '/storesMl': <IconBuildingStore size={16} />,
  '/users': <IconUsers size={16} />,
  '/companies': <IconBuilding size={16} />,
  '/import': <IconFileImport size={16} />,
  '/ml-categories': <IconCategory size={16} />,
  '/backups': <IconDatabase size={16} />,
  '/public-catalogue': <IconWorld size={16} />,
};

function ScrollToTop() {
  useScrollToTopOnNewScreen();
  return null;
}

export function AppLayout() {
  const user = useUser();
  const roles = roleIds(user);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout(() => navigate('/login', { replace: true }));
  const signOut = () =>
    void import('./sign-out').then(({ signOut: run }) => run(user?.id, () => logout.mutate()));
  const links = HEADER_LINKS.filter((link) => can(roles, link.capability));
  const menuLinks = MENU_LINKS.filter((link) => can(roles, link.capability));

  const navItems = (variant: 'top' | 'bottom') =>
    links.map((link) => {
      const active = link.isActive(pathname);
      return (
        <NavLink
          key={link.to}
          to={link.to}
          className={variant === 'top' ? classes.topLink : classes.bottomLink}
          data-active={active || undefined}
          aria-current={active ? 'page' : undefined}
        >
          {variant === 'bottom' && LINK_ICONS[link.to]}
          <span>{link.label}</span>
        </NavLink>
      );
    });

  return (
    <AppShell
      header={{ height: 56 }}
      footer={{ height: 64, collapsed: false }}
      padding="md"
      className={classes.shell}
    >
      <ScrollToTop />
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Link to="/" className={classes.brand} aria-label="Yonke, ir al buscador">
              <IconCarCrash size={26} stroke={1.8} />
              <span>Yonke</span>
            </Link>
            <nav className={classes.topNav} aria-label="Secciones">
              {navItems('top')}
            </nav>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Suspense fallback={null}>
              <PendingSavesBadge userId={user?.id} />
            </Suspense>
            <QuestionsHeaderBadge />
            <Menu position="bottom-end" width={220} withinPortal>
              <Menu.Target>
                <UnstyledButton
                  className={classes.userButton}
                  // The visible name is part of the spoken one (WCAG 2.5.3, label in name).
                  aria-label={user?.name ? `Menú de usuario de ${user.name}` : 'Menú de usuario'}
                >
                  <UserAvatar name={user?.name} src={user?.avatar_url} radius="xl" size={34} decorative />
                  <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
                    {user?.name}
                  </Text>
                  <IconChevronDown size={14} />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user?.name}</Menu.Label>
                {MENU_GROUPS.map((group) => {
                  const items = menuLinks.filter((link) => link.group === group);
                  if (items.length === 0) return null;
                  return (
                    <Fragment key={group}>
                      <Menu.Divider />
                      <Menu.Label>{group}</Menu.Label>
                      {items.map((link) => (
                        <Menu.Item
                          key={link.to}
                          component={Link}
                          to={link.to}
                          leftSection={MENU_ICONS[link.to]}
                          rightSection={link.to === '/questions' ? <QuestionsMenuCount /> : undefined}
                        >
                          {link.label}
                        </Menu.Item>
                      ))}
                    </Fragment>
                  );
                })}
                <Menu.Divider />
                <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
                  Mi perfil
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
                  Salir
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Suspense fallback={null}>
          <StatusBanners userId={user?.id} />
        </Suspense>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer className={classes.bottomNav} hiddenFrom="sm">
        <nav className={classes.bottomNavInner} aria-label="Secciones">
          {navItems('bottom')}
        </nav>
      </AppShell.Footer>
    </AppShell>
  );
}
