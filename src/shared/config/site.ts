import type { SiteConfig } from '@contract/constants';

const defaults: SiteConfig = {
  brandName: 'NairaTop',
  supportEmail: 'support@nairatop.ng',
  supportPhone: '08031234567',
  apiDocsUrl: '/api/docs',
  publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
  sandbox: false,
  manualTransfer: null,
};

function readSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return defaults;
  const content = document.querySelector('meta[name="nairatop-config"]')?.getAttribute('content');
  if (!content || content === '__SITE_CONFIG__') return defaults;
  try {
    return { ...defaults, ...(JSON.parse(content) as Partial<SiteConfig>) };
  } catch {
    return defaults;
  }
}

export const site: SiteConfig = readSiteConfig();

/** Support phone in international form for WhatsApp links: 0803... -> 234803... */
export const whatsappNumber = (phone: string) => phone.replace(/^\+/, '').replace(/^0/, '234');
