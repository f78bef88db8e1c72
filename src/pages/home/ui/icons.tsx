import type { IconName } from '../config/content';

const paths: Record<IconName, string> = {
  clock:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm-1 2v5.4l4.3 2.6 1-1.7-3.3-2V7h-2Z',
  shield:
    'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
  wallet:
    'M3 7a3 3 0 0 1 3-3h12v3h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a3 3 0 0 1-3-3V7Zm3-1a1 1 0 0 0 0 2h10V6H6Zm11 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  phone:
    'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 3v12h8V5H8Zm3 13.5h2V20h-2v-1.5Z',
  wifi: 'M12 18.5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6ZM12 13c2 0 3.8.8 5.1 2.1l-1.5 1.5A5.1 5.1 0 0 0 12 15a5.1 5.1 0 0 0-3.6 1.5l-1.5-1.5A7.2 7.2 0 0 1 12 13Zm0-4.5c3.2 0 6.1 1.3 8.3 3.4l-1.5 1.5A9.6 9.6 0 0 0 12 10.6a9.6 9.6 0 0 0-6.8 2.8l-1.5-1.5A11.7 11.7 0 0 1 12 8.5ZM12 4c4.5 0 8.6 1.8 11.5 4.8L22 10.3A14 14 0 0 0 12 6 14 14 0 0 0 2 10.3L.5 8.8A16 16 0 0 1 12 4Z',
  tv: 'M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-6v2h4v2H7v-2h4v-2H5a2 2 0 0 1-2-2V6Zm2 0v10h14V6H5Z',
  bolt: 'M13 2 4 14h6l-1 8 9-12h-6l1-8Z',
  'user-plus':
    'M10 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 10c4 0 7 2 7 4.5V20H3v-1.5C3 16 6 14 10 14Zm9-6h2v2h2v2h-2v2h-2v-2h-2v-2h2V8Z',
  login:
    'M10 17l1.4-1.4-2.6-2.6H20v-2H8.8l2.6-2.6L10 7l-5 5 5 5ZM13 3h6a2 2 0 0 1 2 2v3h-2V5h-6V3Zm6 13h2v3a2 2 0 0 1-2 2h-6v-2h6v-3Z',
  card: 'M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6Zm2 0v2h14V6H5Zm0 5v7h14v-7H5Zm2 4h5v2H7v-2Z',
  cart: 'M7 18a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm10 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM1 2h3.3l.9 2H21a1 1 0 0 1 .9 1.4l-3.6 6.6a2 2 0 0 1-1.8 1H8.1l-.9 1.6V15h12v2H7a2 2 0 0 1-1.8-3l1.3-2.4L3 4H1V2Z',
};

/** Solid glyphs of our own drawing, decorative (the text beside them carries the meaning). */
export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" fillRule="evenodd" d={paths[name]} />
    </svg>
  );
}
