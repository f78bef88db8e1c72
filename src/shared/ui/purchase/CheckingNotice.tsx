import { useEffect, useRef } from 'react';
import { Notice } from '../notice';
import { CHECKING_MESSAGE } from './check-by-key';

/**
 * Shown while a purchase whose answer was lost is looked up by its key. It appears above the form
 * (where the result will be), which on a phone is often above the screen after the PIN dialog:
 * it is brought into view, so the customer sees at once that the app is checking.
 */
export function CheckingNotice() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center', behavior: 'instant' });
  }, []);
  return (
    <div ref={box}>
      <Notice type="warning" title={CHECKING_MESSAGE} />
    </div>
  );
}
