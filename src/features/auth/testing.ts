/*
 * The slice's public API for tests (FSD's `testing.ts`): helpers for the auth screens' component
 * tests here and in pages. Never imported by application code.
 */
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

/*
 * antd's Select closes its list through MessageChannel, which the jest environment lacks. A shim on
 * setTimeout (so fake timers drive it too). Installed after react-dom has loaded, so React's own
 * scheduler is unaffected. Belongs in the shared jest setup once other screens use selects.
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

/** The texts of the popups (antd notifications, role alert) currently shown. */
export const popupTexts = () =>
  Array.from(document.querySelectorAll('.ant-notification-notice')).map((notice) => notice.textContent);

/** The message shown under the field labelled `label`, or null. */
export function fieldError(label: string | RegExp): string | null {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain')?.textContent ?? null;
}

/** Every message shown under a field of the form. */
export const fieldErrors = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain')).map((help) => help.textContent);

/** The on-page error list. */
export const errorList = () => within(screen.getByRole('list', { name: 'Errors' }));

/** Picks `option` in the antd select labelled `label`. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  const optionsHolder = listbox.parentElement ?? document.body;
  await user.click(within(optionsHolder).getByTitle(option));
}
