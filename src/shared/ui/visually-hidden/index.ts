import styles from './visually-hidden.module.css';

/** The class for text that only screen readers read (a caption, the rest of a link's name). */
export const visuallyHidden = styles.visuallyHidden;
