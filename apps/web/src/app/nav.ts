import { NAV_ROUTES, ROUTES } from '@zechus/shared';

export interface NavItem {
  to: string;
  label: string;
  name: string;
}

/** The top bar and footer links, in spec §2 order, straight from the shared route table. */
export const NAV_ITEMS: readonly NavItem[] = NAV_ROUTES.map((name) => {
  const route = ROUTES[name];
  return { to: route.path, label: 'nav' in route ? route.nav : route.page, name };
});
