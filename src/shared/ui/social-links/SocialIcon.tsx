import type { SocialNetwork } from './config';

/** Simple outline glyphs of our own drawing, in the current text colour. */
export function SocialIcon({ network, size = 18 }: { network: SocialNetwork; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (network) {
    case 'facebook':
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M13.5 21v-7.5H16l.5-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4v2.1H7.5v3h2.8V21h3.2Z"
          />
        </svg>
      );
    case 'x':
      return (
        <svg {...common}>
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            d="M5 4.5 19 19.5M19 4.5 5 19.5"
          />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common}>
          <g fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="4" y="4" width="16" height="16" rx="4.5" />
            <circle cx="12" cy="12" r="3.6" />
          </g>
          <circle cx="16.8" cy="7.2" r="1.1" fill="currentColor" />
        </svg>
      );
    case 'whatsapp':
      return (
        <svg {...common}>
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            d="M12 3.5a8.5 8.5 0 0 0-7.3 12.8L3.5 20.5l4.3-1.1A8.5 8.5 0 1 0 12 3.5Z"
          />
          <path
            fill="currentColor"
            d="M9.2 7.8c.2 0 .4 0 .5.4l.7 1.6c.1.2 0 .4-.1.6l-.5.6c.6 1.2 1.6 2.1 2.8 2.7l.6-.6c.2-.2.4-.2.6-.1l1.6.7c.3.1.4.3.3.6-.2 1-1 1.6-2 1.6-3 0-6-3-6-6 0-1 .6-1.8 1.5-2.1Z"
          />
        </svg>
      );
  }
}
