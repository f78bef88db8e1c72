import { site } from '../../config/site';
import { SOCIAL_LINKS } from './config';
import { SocialIcon } from './SocialIcon';
import styles from './social-links.module.css';

interface SocialLinksProps {
  /** 'light' for dark backgrounds, 'dark' for light ones */
  tone?: 'light' | 'dark';
  /** show the network's name next to its icon */
  withLabels?: boolean;
  className?: string;
}

/** Links to our social profiles, each named for screen readers. */
export function SocialLinks({ tone = 'dark', withLabels = false, className }: SocialLinksProps) {
  const classes = [styles.list, tone === 'light' ? styles.light : styles.dark, className]
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={classes}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a
            className={withLabels ? styles.labelled : styles.icon}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={withLabels ? undefined : `${site.brandName} on ${link.label}`}
          >
            <SocialIcon network={link.network} />
            {withLabels && <span>{link.label}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
