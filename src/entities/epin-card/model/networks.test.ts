import { NETWORK_BRANDS } from './networks';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(one: string, two: string): number {
  const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

it.each(Object.entries(NETWORK_BRANDS))(
  "prints %s's name and value with readable contrast on its colour",
  (_network, brand) => {
    expect(contrast(brand.background, brand.ink)).toBeGreaterThanOrEqual(4.5);
  },
);
