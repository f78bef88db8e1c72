import type { ThemeConfig } from 'antd';
import { COLORS } from '../config/constants';

export const theme: ThemeConfig = {
  token: {
    // The logo's #0a8a4f gives white text only 4.4:1, under WCAG AA.
    colorPrimary: COLORS.brandStrong,
    colorLink: COLORS.brandStrong,
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd's #ff4d4f gives 3.3:1 on white (Logout, error texts); this red gives 5.6:1.
    colorError: '#c62828',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/**
 * The signed-in shell's theme: antd's component rules come from the static stylesheet built with
 * the app (src/app/styles/antd.css), so antd generates none of them on the phone (`zeroRuntime`),
 * only our tokens' CSS variables. The stylesheet's rules carry no hash class, hence `hashed: false`.
 */
export const shellTheme: ThemeConfig = { ...theme, zeroRuntime: true, hashed: false };

/** Toasts top-right for 5 s, light theme. */
export const notificationConfig = { placement: 'topRight', duration: 5 } as const;
