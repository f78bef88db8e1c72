export { SocialLinks } from './SocialLinks';
export { SocialIcon } from './SocialIcon';
export { SOCIAL_LINKS } from './config';
export type { SocialLink, SocialNetwork } from './config';
