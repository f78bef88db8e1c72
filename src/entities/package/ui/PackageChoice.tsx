import { useId, useRef, type KeyboardEvent } from 'react';
import type { Package } from '@contract/api';
import { PackageLogo } from './PackageLogo';
import styles from './package-choice.module.css';

/** What a tile needs: a key, a title and a logo. A Package fits; so does a derived choice. */
export type PackageChoiceItem = Pick<Package, 'id' | 'title' | 'image'>;

interface PackageChoiceProps<T extends PackageChoiceItem> {
  packages: readonly T[];
  /** id of the chosen package, or null when none is chosen */
  value: number | null;
  onChange: (pkg: T) => void;
  /** visible label of the group, e.g. 'Network' */
  label: string;
  disabled?: boolean;
  /** text under each logo; the package title unless given (electricity shows displayTitle) */
  titleOf?: (pkg: T) => string;
  logoSize?: number;
  className?: string;
  /** the id of a message about the choice (a form field's error) */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A wrapping grid of selectable logo tiles: the network / provider choice of the purchase screens.
 * It is a WAI-ARIA radio group: one tab stop (the chosen tile, or the first), arrow keys move and
 * choose, Space/Enter choose the focused tile.
 */
export function PackageChoice<T extends PackageChoiceItem>({
  packages,
  value,
  onChange,
  label,
  disabled = false,
  titleOf = (pkg) => pkg.title,
  logoSize = 40,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: PackageChoiceProps<T>) {
  const labelId = useId();
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const chosenIndex = packages.findIndex((pkg) => pkg.id === value);
  const tabStop = chosenIndex >= 0 ? chosenIndex : 0;

  const choose = (index: number) => {
    const pkg = packages[index];
    if (disabled || !pkg) return;
    if (pkg.id !== value) onChange(pkg);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: number | null = null;
    if (NEXT_KEYS.has(event.key)) target = (index + 1) % packages.length;
    else if (PREVIOUS_KEYS.has(event.key)) target = (index - 1 + packages.length) % packages.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = packages.length - 1;
    if (target === null) return;
    event.preventDefault();
    tiles.current[target]?.focus();
    choose(target);
  };

  return (
    <div className={className}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-disabled={disabled || undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        className={styles.group}
      >
        {packages.map((pkg, index) => {
          const title = titleOf(pkg);
          const checked = index === chosenIndex;
          return (
            <button
              key={pkg.id}
              ref={(node) => {
                tiles.current[index] = node;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-disabled={disabled || undefined}
              tabIndex={index === tabStop ? 0 : -1}
              className={styles.tile}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <PackageLogo
                image={pkg.image}
                title={title}
                size={logoSize}
                decorative
                className={styles.logo}
              />
              <span className={styles.title}>{title}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
