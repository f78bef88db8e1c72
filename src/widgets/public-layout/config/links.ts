import { ROUTES } from '@/shared/config';

export interface NavItem {
  to: string;
  label: string;
}

/** Main menu, repeated by the sticky header and the mobile menu. */
export const MAIN_LINKS: readonly NavItem[] = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.about, label: 'About' },
  { to: ROUTES.pricing, label: 'Pricing' },
  { to: ROUTES.faq, label: 'FAQs' },
  { to: ROUTES.contact, label: 'Contact' },
];

/** Footer quick links. */
export const QUICK_LINKS: readonly NavItem[] = [
  { to: ROUTES.about, label: 'About Us' },
  { to: ROUTES.faq, label: 'FAQs' },
  { to: ROUTES.terms, label: 'Terms and Conditions' },
  { to: ROUTES.privacy, label: 'Privacy Policy' },
];

/** id of the mobile menu panel, for the toggle's aria-controls */
export const MOBILE_MENU_ID = 'mobile-menu';

/** How far (px) the page scrolls before the sticky copy of the header slides in. */
export const STICKY_HEADER_OFFSET = 160;

export const BRAND_LOGO = { src: '/media/brand/logo.svg', width: 135, height: 30 } as const;
