import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './link-button.module.css';

export type LinkButtonVariant = 'primary' | 'outline' | 'light' | 'ghost-light';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: LinkButtonVariant;
  size?: 'small' | 'medium' | 'large';
  block?: boolean;
  className?: string;
  onClick?: () => void;
  'aria-label'?: string;
}

const variantClass: Record<LinkButtonVariant, string | undefined> = {
  primary: styles.primary,
  outline: styles.outline,
  light: styles.light,
  'ghost-light': styles.ghostLight,
};

/** A router link styled as a button: plain markup, so public pages stay light. */
export function LinkButton({
  to,
  children,
  variant = 'primary',
  size = 'medium',
  block = false,
  className,
  onClick,
  'aria-label': ariaLabel,
}: LinkButtonProps) {
  const classes = [
    styles.button,
    variantClass[variant],
    styles[size],
    block ? styles.block : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes} onClick={onClick} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
