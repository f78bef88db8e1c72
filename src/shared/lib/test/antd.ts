/*
 * Helpers for component tests of antd forms: environment shims, a fast user-event, and readers
 * for popups, field messages and the on-page error list. Never imported by application code.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

/*
 * antd's Select closes its list through MessageChannel, which the jest environment lacks. A shim on
 * setTimeout (so fake timers drive it too). Installed when a test imports this module, after
 * react-dom has loaded (see index.ts order), so React's own scheduler is unaffected.
 */
if (typeof globalThis.MessageChannel === 'undefined') {
  class PortShim {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    peer: PortShim | null = null;
    postMessage(data: unknown) {
      setTimeout(() => this.peer?.onmessage?.({ data }));
    }
    start() {}
    close() {
      this.onmessage = null;
    }
  }
  class MessageChannelShim {
    port1 = new PortShim();
    port2 = new PortShim();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', {
    value: MessageChannelShim,
    configurable: true,
    writable: true,
  });
}

// antd's Select measures its list with ResizeObserver, which jsdom lacks.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', {
    value: ResizeObserverShim,
    configurable: true,
    writable: true,
  });
}

/**
 * user-event without per-key delays and without its pointer-events check, which calls jsdom's slow
 * getComputedStyle up the tree on every click (antd injects many style rules): four times faster.
 */
export const setupUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The texts of the popups (antd notifications, from App.useApp() or static) currently shown. */
export const popupTexts = () =>
  Array.from(document.querySelectorAll('.ant-notification-notice')).map(
    (notice) => notice.textContent,
  );

/** The message a field's control is described by (useFormItem ties them), or null. */
const messageOf = (control: Element) => {
  const helpId = control.getAttribute('aria-describedby');
  return (helpId && document.getElementById(helpId)?.textContent) || null;
};

/** The message shown under the field labelled `label`, or null. */
export const fieldError = (label: string | RegExp): string | null =>
  messageOf(screen.getByLabelText(label));

/** Every message shown under a field of the form, in the order of the fields. */
export const fieldErrors = () =>
  Array.from(document.querySelectorAll('[aria-invalid="true"]'))
    .map(messageOf)
    .filter((message) => message !== null);

/** The on-page error list. */
export const errorList = () => within(screen.getByRole('list', { name: 'Errors' }));

/**
 * Picks `option` in the antd select labelled `label` (in its own list: a select opened before
 * keeps its list in the page).
 */
export async function choose(user: UserEvent, label: string, option: string) {
  const field = screen.getByLabelText(label);
  await user.click(field);
  const listId = field.getAttribute('aria-controls');
  const listbox = listId
    ? await waitFor(() => {
        const found = document.getElementById(listId);
        if (!found) throw new Error(`no list ${listId} for ${label}`);
        return found;
      })
    : await screen.findByRole('listbox');
  const optionsHolder = listbox.parentElement ?? document.body;
  await user.click(within(optionsHolder).getByTitle(option));
}

/** Puts `text` into an empty field in one input event (typing every key is slow under antd). */
export async function enterText(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
