import { preloadPopups } from '../outcome';
import type { FormikFormProps } from './FormikForm';
import { useValidatedSubmit } from './useValidatedSubmit';
import styles from './plain-form.module.css';

/**
 * FormikForm without antd, for the sign-in pages, which must load fast on a cheap phone on 3G:
 * the same submit behaviour, with plain elements styled like the antd theme.
 */
export function PlainForm({ children, onInvalid, className, ...rest }: FormikFormProps) {
  const submit = useValidatedSubmit(onInvalid);
  return (
    <form
      noValidate
      onFocus={preloadPopups}
      className={className ? `${styles.form} ${className}` : styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      {...rest}
    >
      {children}
    </form>
  );
}
