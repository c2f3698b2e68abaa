import { lockScroll, unlockScroll } from '../lib/stores/modals';
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose?: () => void;
  /** Shows the × button; defaults to on when the modal can be closed (onClose given). */
  showClose?: boolean;
  /** Escape closes; defaults to on when onClose is given (the modal library's default). */
  closeOnEscape?: boolean;
  className?: string;
  /**
   * 'dialog' (the default): centred, and never closed by a press outside it (the spec's generic
   * modal). 'drawer': the site menu sliding in from the start side, closed by a press on the
   * overlay too. On a phone a dialog is a full-height sheet (styles/overlays.css).
   */
  variant?: 'dialog' | 'drawer';
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/**
 * The generic dialog wrapper: no close on outside click, optional close button,
 * page scroll locked, focus kept inside and given back to the opener on close.
 */
export function Modal({ open, title, onClose, showClose, closeOnEscape, className, variant = 'dialog', children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const canClose = onClose !== undefined;
  const withClose = showClose ?? canClose;
  const escapeCloses = (closeOnEscape ?? true) && canClose;

  // Before the browser paints the open dialog, focus is inside it and the page is locked: a screen
  // reader announces the dialog as it appears, and no keypress in between reaches the page behind.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    const dialog = dialogRef.current;
    // The dialog lies over the page, fixed in view: nothing to scroll to. Without preventScroll the
    // browser lays the whole page out at once to scroll it, inside the task that opened the dialog.
    if (dialog) (focusablesIn(dialog)[0] ?? dialog).focus({ preventScroll: true });
    // Focus that escapes (a click on the backdrop, a script) comes back to the topmost dialog.
    const keepFocusInside = (event: FocusEvent) => {
      if (!dialog || dialog.contains(event.target as Node)) return;
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (dialogs[dialogs.length - 1] !== dialog) return;
      (focusablesIn(dialog)[0] ?? dialog).focus({ preventScroll: true });
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      unlockScroll();
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (escapeCloses) onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusablesIn(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const drawer = variant === 'drawer';
  const classes = ['modal', drawer && 'modal--drawer', className].filter(Boolean).join(' ');

  return createPortal(
    // A drawer's overlay closes it on a press, a pointer convenience: Escape and the close button do the same by keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={drawer ? 'modal-backdrop modal-backdrop--drawer' : 'modal-backdrop'}
      onClick={
        drawer && onClose
          ? (event) => {
              if (event.target === event.currentTarget) onClose();
            }
          : undefined
      }
    >
      {/* The dialog itself keeps Tab inside and closes on Escape, as the ARIA dialog pattern asks. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classes}
        onKeyDown={onKeyDown}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {withClose && canClose && (
            <button type="button" className="modal__close" aria-label={t('common.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
