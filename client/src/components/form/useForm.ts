import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FormErrors } from '../../../../shared/validation';
import { useFieldErrorText } from './useFieldErrors';

/** Shown texts: the first error under each field, or nothing. */
export type FieldTexts<F extends string> = Partial<Record<F, string | null>>;

/** How a refused submission is shown: a known error code under its field, otherwise under `field` or above the button. */
export interface RefusalMapping<F extends string> {
  /** Error codes the platform answers for one field, with the text to show there. */
  codes?: Readonly<Partial<Record<string, readonly [F, string]>>>;
  /** Where any other refusal goes: under this field, to this callback (an alert), or else the form's own error line. */
  field?: F;
  show?: (text: string) => void;
  /** Shown when the platform gave no message. */
  fallback: string;
}

export interface Form<F extends string> {
  errors: FieldTexts<F>;
  formError: string | null;
  busy: boolean;
  /** Shows a shared validator's findings with the current language's texts; true when there are none. */
  check: (found: FormErrors<F>) => boolean;
  /** Puts one text under one field, keeping the others (an SMS send refused, say). */
  setFieldError: (field: F, text: string | null) => void;
  /** Shows a platform refusal where it belongs (see RefusalMapping). */
  refuse: (answer: { errorCode?: string | null; message?: string | null }, mapping: RefusalMapping<F>) => void;
  /** Forgets every shown error (the form switched mode). */
  reset: () => void;
  /** The form's onSubmit: no page load, one submission at a time, busy while it runs. */
  handleSubmit: (send: () => Promise<void>) => (event: FormEvent) => void;
}

/**
 * The one way a form shows errors and submits: shared validation → first error under each field
 * (the reg_pattern texts with their bounds) → busy while sending → the platform's refusal mapped to
 * a field or to the form. Values stay in the form, which knows its own fields and modes.
 */
export function useForm<F extends string>(): Form<F> {
  const errorText = useFieldErrorText();
  const [errors, setErrors] = useState<FieldTexts<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref as well as state: a second click in the same frame must see the first one's busy flag.
  const sending = useRef(false);

  const check = useCallback(
    (found: FormErrors<F>) => {
      const texts: FieldTexts<F> = {};
      for (const [field, error] of Object.entries(found) as [F, FormErrors<F>[F]][]) texts[field] = errorText(error);
      setErrors(texts);
      setFormError(null);
      return Object.keys(texts).length === 0;
    },
    [errorText],
  );

  const setFieldError = useCallback((field: F, text: string | null) => setErrors((before) => ({ ...before, [field]: text })), []);

  const refuse = useCallback((answer: { errorCode?: string | null; message?: string | null }, mapping: RefusalMapping<F>) => {
    const known = answer.errorCode ? mapping.codes?.[answer.errorCode] : undefined;
    const only = (field: F, text: string) => {
      const texts: FieldTexts<F> = {};
      texts[field] = text;
      setErrors(texts);
    };
    if (known) only(known[0], known[1]);
    else if (mapping.field) only(mapping.field, answer.message || mapping.fallback);
    else if (mapping.show) mapping.show(answer.message || mapping.fallback);
    else setFormError(answer.message || mapping.fallback);
  }, []);

  const reset = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  const handleSubmit = useCallback(
    (send: () => Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      if (sending.current) return;
      sending.current = true;
      setBusy(true);
      void send().finally(() => {
        sending.current = false;
        setBusy(false);
      });
    },
    [],
  );

  return { errors, formError, busy, check, setFieldError, refuse, reset, handleSubmit };
}
