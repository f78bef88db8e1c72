import type { ThemeConfig } from 'antd';
import { COLORS } from '../config/constants';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: COLORS.brand,
    colorLink: COLORS.brand,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/** SPEC 9: toasts top-right for 5 s, light theme. */
export const notificationConfig = { placement: 'topRight', duration: 5 } as const;
