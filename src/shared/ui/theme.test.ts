import { theme as antdTheme } from 'antd';
import { MENU_COLORS, theme } from './theme';

/*
 * The theme's text colours against the backgrounds antd draws them on, computed from the tokens
 * antd derives from our theme: every pair needs WCAG AA's 4.5:1 for normal-size text.
 */

type Rgb = [number, number, number];

/** '#rgb', '#rrggbb' or 'rgb(a)(r, g, b[, a])', laid over `under` when translucent. */
function parse(colour: string, under: Rgb = [255, 255, 255]): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1] ?? '';
    const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
    const value = parseInt(full, 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s+/g, ''));
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r = 0, g = 0, b = 0, a = 1] = (rgba[1] ?? '').split(',').map(Number);
  return [r, g, b].map((channel, i) => channel * a + (under[i] ?? 0) * (1 - a)) as Rgb;
}

const luminance = (rgb: Rgb) => {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG's contrast ratio of text in `text` on `background` (a translucent text over it). */
function contrast(text: string, background: string): number {
  const under = parse(background);
  const [a, b] = [luminance(parse(text, under)), luminance(under)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const token = antdTheme.getDesignToken(theme);
const palette = token as unknown as Record<string, string>;

/** antd's preset colours: `<Tag color={name}>` draws shade 7 on shade 1. */
const PRESET_COLOURS = [
  'red',
  'volcano',
  'orange',
  'gold',
  'yellow',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
];

/** The console's page background (console-shell.module.css) beside antd's own surfaces. */
const BACKGROUNDS = {
  container: token.colorBgContainer,
  layout: token.colorBgLayout,
  'table header': token.colorFillAlter,
  'console page': '#f5f7f9',
};

it.each(PRESET_COLOURS)('a %s tag is readable', (name) => {
  // antd has two names for each shade, and both become the CSS variable the tag reads
  for (const separator of ['', '-'])
    expect(
      contrast(palette[`${name}${separator}7`] ?? '', palette[`${name}${separator}1`] ?? ''),
    ).toBeGreaterThanOrEqual(4.5);
});

it.each([
  ['success', token.colorSuccess, token.colorSuccessBg],
  ['error', token.colorError, token.colorErrorBg],
  ['processing', token.colorInfo, token.colorInfoBg],
])('a %s tag is readable', (_status, text, background) => {
  expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
});

const TEXTS = {
  text: token.colorText,
  secondary: token.colorTextSecondary,
  tertiary: token.colorTextTertiary,
  description: token.colorTextDescription,
  link: token.colorLink,
  primary: token.colorPrimary,
  error: token.colorError,
  success: token.colorSuccess,
};

describe.each(Object.entries(BACKGROUNDS))('on the %s background', (_name, background) => {
  it.each(Object.entries(TEXTS))('%s text is readable', (_text, colour) => {
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
});

it('white text is readable on primary and danger buttons', () => {
  expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(token.colorTextLightSolid, token.colorError)).toBeGreaterThanOrEqual(4.5);
});

it('the primary colour is readable on its own light tint (a selected option or entry)', () => {
  expect(contrast(token.colorPrimary, token.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(token.colorPrimary, token.controlItemBgActive)).toBeGreaterThanOrEqual(4.5);
});

it('the current menu entry is readable, as is an entry under the pointer or finger', () => {
  expect(
    contrast(MENU_COLORS.itemSelectedColor, MENU_COLORS.itemSelectedBg),
  ).toBeGreaterThanOrEqual(4.5);
  for (const background of [MENU_COLORS.itemHoverBg, MENU_COLORS.itemActiveBg])
    expect(contrast(token.colorText, background)).toBeGreaterThanOrEqual(4.5);
});

it("an empty table's message is readable", () => {
  const colour = theme.components?.Table?.colorTextDisabled ?? token.colorTextDisabled;
  expect(contrast(colour, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
});
