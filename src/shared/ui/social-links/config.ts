import { site, whatsappNumber } from '../../config/site';

export type SocialNetwork = 'facebook' | 'x' | 'instagram' | 'whatsapp';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

const handle = site.brandName.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Our social profiles; the handle follows the brand name. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/${handle}` },
  { network: 'x', label: 'X (Twitter)', href: `https://x.com/${handle}` },
  { network: 'instagram', label: 'Instagram', href: `https://www.instagram.com/${handle}` },
  {
    network: 'whatsapp',
    label: 'WhatsApp',
    href: `https://wa.me/${whatsappNumber(site.supportPhone)}`,
  },
];
