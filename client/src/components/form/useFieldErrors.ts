import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFieldError, type FieldError } from '../../../../shared/validation';

/** Renders a shared-validation error with the current language: reg_pattern_{id} texts with their bounds. */
export function useFieldErrorText(): (error: FieldError | null | undefined) => string | null {
  const { t } = useTranslation();
  return useCallback((error) => (error ? formatFieldError(error, (key) => t(key)) : null), [t]);
}
