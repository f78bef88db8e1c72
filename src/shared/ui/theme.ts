import type { ThemeConfig } from 'antd';
import { COLORS } from '../config/constants';

/*
 * Every text colour below gives at least 4.5:1 (WCAG AA) on the background it is drawn on;
 * theme.test.ts computes each ratio from these values, so a palette change that breaks one fails.
 */

/**
 * A preset colour's tag text (antd draws `<Tag color="green">` in the palette's 7th shade on its
 * 1st): the 7th shades of green, gold, orange... give 2 to 4:1, so each is a darker shade of the
 * same palette (the 8th, or the 9th where the 8th is still too light).
 */
const TAG_TEXT = {
  volcano: '#ad2102',
  orange: '#ad4e00',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
  green: '#237804',
  cyan: '#006d75',
} as const;

/**
 * The 7th shades as tokens, under both of antd's names (`green7` and `green-7`): both become the
 * one CSS variable `--ant-green-7` the stylesheet reads, and the later one wins.
 */
const TAG_TEXT_SHADES = Object.fromEntries(
  Object.entries(TAG_TEXT).flatMap(([name, shade]) => [
    [`${name}7`, shade],
    [`${name}-7`, shade],
  ]),
);

/**
 * Light brand greens. antd derives the light tints from the primary colour, but from our dark
 * #087a45 it derives a grey green (#a8baae) that the primary gives only 2.65:1 on: the current
 * menu entry, a selected option, a success tag all stood on it.
 */
const LIGHT_GREEN = { bg: '#e8f5ee', bgHover: '#d4ecdf', border: '#9fd4b3' } as const;

/** The current menu entry in light brand green, its text a shade darker than the primary. */
export const MENU_COLORS = {
  itemSelectedBg: LIGHT_GREEN.bg,
  itemSelectedColor: '#076b3d',
  itemActiveBg: LIGHT_GREEN.bgHover,
  itemHoverBg: '#f1f8f4',
} as const;

export const theme: ThemeConfig = {
  token: {
    // The logo's #0a8a4f gives white text only 4.4:1, under WCAG AA.
    colorPrimary: COLORS.brandStrong,
    colorLink: COLORS.brandStrong,
    colorPrimaryBg: LIGHT_GREEN.bg,
    colorPrimaryBgHover: LIGHT_GREEN.bgHover,
    colorPrimaryBorder: LIGHT_GREEN.border,
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // antd's 0.45 (descriptions' labels, empty states) gives 3.4:1 on white
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd's #ff4d4f gives 3.3:1 on white (Logout, error texts); this red gives 5.6:1.
    colorError: '#c62828',
    // antd's #52c41a gives 2.3:1 as text (Typography type="success"); the brand green 5.4:1
    colorSuccess: COLORS.brandStrong,
    colorSuccessBg: LIGHT_GREEN.bg,
    colorSuccessBgHover: LIGHT_GREEN.bgHover,
    colorSuccessBorder: LIGHT_GREEN.border,
    // antd's #1677ff gives 3.7:1 in a "processing" tag; its palette's 7th shade 5.5:1
    colorInfo: '#0958d9',
    ...TAG_TEXT_SHADES,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: MENU_COLORS,
    // "No ... match." in an empty table is read, not disabled: antd's 0.25 black gives 1.8:1
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};

/**
 * The signed-in shell's theme: antd's component rules come from the static stylesheet built with
 * the app (src/app/styles/antd.css), so antd generates none of them on the phone (`zeroRuntime`),
 * only our tokens' CSS variables. The stylesheet's rules carry no hash class, hence `hashed: false`.
 */
export const shellTheme: ThemeConfig = { ...theme, zeroRuntime: true, hashed: false };

/**
 * The console's additions (inside the shell's theme): each screen's title is its page's h1 and
 * its sections h2, drawn at the sizes antd gives h2 and h3; antd's 38 px h1 suits a landing page,
 * not a dense working screen.
 */
export const consoleTheme: ThemeConfig = {
  token: { fontSizeHeading1: 30, fontSizeHeading2: 24, fontSizeHeading3: 20, fontSizeHeading4: 16 },
};

/** Toasts top-right for 5 s, light theme. */
export const notificationConfig = { placement: 'topRight', duration: 5 } as const;
