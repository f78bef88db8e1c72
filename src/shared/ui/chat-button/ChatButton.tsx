import { COLORS } from '../../config/constants';
import { site, whatsappNumber } from '../../config/site';
import styles from './chat-button.module.css';

/**
 * The 'Message us' WhatsApp button: support phone, #FF6550. It sits in the footer, in the page
 * flow, so it never covers text or a control at any width or scroll position.
 */
export function ChatButton({
  phone = site.supportPhone,
  className,
}: {
  phone?: string;
  className?: string;
}) {
  return (
    <a
      className={className ? `${styles.button} ${className}` : styles.button}
      style={{ background: COLORS.chatWidget }}
      href={`https://wa.me/${whatsappNumber(phone)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Message us on WhatsApp at ${phone}`}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
        />
      </svg>
      <span>Message us</span>
    </a>
  );
}
