/*
 * The small mark beside a network's name: three signal bars in the band's ink, the same for every
 * network. Drawn here; no network's logo artwork is used. The name beside it says which network,
 * so the mark is hidden from screen readers.
 */
export function NetworkMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <rect x="1" y="7" width="2.5" height="4" rx="0.5" fill="currentColor" />
      <rect x="4.75" y="4" width="2.5" height="7" rx="0.5" fill="currentColor" />
      <rect x="8.5" y="1" width="2.5" height="10" rx="0.5" fill="currentColor" />
    </svg>
  );
}
