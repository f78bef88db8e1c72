import { site } from '@/shared/config';
import { LocationIcon, MailIcon, PhoneIcon } from './icons';

interface ContactListProps {
  className?: string;
  /** class of the location item, which the top bar hides on phones */
  locationClassName?: string;
  withLocation?: boolean;
  /** the footer lists the phone before the e-mail */
  phoneFirst?: boolean;
}

/** Location, support e-mail and support phone, as the top bar, menu and footer list them. */
export function ContactList({
  className,
  locationClassName,
  withLocation = true,
  phoneFirst = false,
}: ContactListProps) {
  const email = (
    <li key="email">
      <a href={`mailto:${site.supportEmail}`}>
        <MailIcon />
        <span>{site.supportEmail}</span>
      </a>
    </li>
  );
  const phone = (
    <li key="phone">
      <a href={`tel:${site.supportPhone}`}>
        <PhoneIcon />
        <span>{site.supportPhone}</span>
      </a>
    </li>
  );
  return (
    <ul className={className}>
      {withLocation && (
        <li className={locationClassName}>
          <LocationIcon />
          <span>Nigeria</span>
        </li>
      )}
      {phoneFirst ? [phone, email] : [email, phone]}
    </ul>
  );
}
