import type { ThemeConfig } from 'antd';
import { COLORS } from '../config/constants';

export const theme: ThemeConfig = {
  token: {
    // #087a45 keeps white text at 5.4:1 (the brand green #0a8a4f is 4.4:1, under WCAG AA).
    colorPrimary: '#087a45',
    colorLink: '#087a45',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/** SPEC 9: toasts top-right for 5 s, light theme. */
export const notificationConfig = { placement: 'topRight', duration: 5 } as const;
