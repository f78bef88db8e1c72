import { mediaUrl } from '@/shared/api';

interface PackageLogoProps {
  /** image path from the API, relative to the API host */
  image: string;
  /** the package title; used as the alt text unless the logo is decorative */
  title: string;
  size?: number;
  /** true when the title is written next to the logo, so the image adds nothing for screen readers */
  decorative?: boolean;
  className?: string;
}

/** The logo of a network or provider, sized up front and loaded lazily. */
export function PackageLogo({
  image,
  title,
  size = 40,
  decorative = false,
  className,
}: PackageLogoProps) {
  return (
    <img
      className={className}
      src={mediaUrl(image)}
      alt={decorative ? '' : title}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
