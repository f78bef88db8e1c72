/*
 * The docs page in the brand: a wordmark linking to the dashboard in the top bar, the brand green,
 * and the page title. Generated from the brand name, so a white-label deployment needs no files.
 */
const BRAND_GREEN = '#0a8a4f';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function docsLogo(brandName: string) {
  const width = 50 + 12 * `${brandName} API`.length;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="36" viewBox="0 0 ${width} 36">` +
    `<rect width="28" height="28" x="0" y="4" rx="6" fill="#ffffff"/>` +
    `<text x="14" y="24" font-family="Arial, sans-serif" font-size="16" font-weight="700" ` +
    `fill="${BRAND_GREEN}" text-anchor="middle">&#8358;</text>` +
    `<text x="38" y="25" font-family="Arial, sans-serif" font-size="20" font-weight="700" ` +
    `fill="#ffffff">${escapeXml(brandName)} API</text></svg>`;
  return {
    type: 'image/svg+xml',
    content: Buffer.from(svg),
    href: '/dashboard',
    target: '_self' as const,
  };
}

export function docsTheme(brandName: string) {
  return {
    title: `${brandName} API documentation`,
    css: [
      {
        filename: 'brand.css',
        content:
          `.swagger-ui .topbar { background-color: ${BRAND_GREEN}; }\n` +
          `.swagger-ui .info .title { color: ${BRAND_GREEN}; }\n` +
          `.swagger-ui .info table { margin: 8px 0 16px; }\n`,
      },
    ],
  };
}
