import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { text, useCommonText } from '../../i18n/app-i18n';
import { withToast } from '../../lib/toast';
import { validate } from '../../lib/validate';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * Form state for an add or update dialog: the contract schema checks the values first (the spec's
 * texts, shown under the field, which takes the focus); then the request runs with the
 * 'Please wait...' toast and the server's message. It resolves true only on success, so a failed
 * change leaves the dialog open with the user's input.
 */
export function useDialogForm<F extends string>() {
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = useRef(new Map<string, HTMLElement | null>());

  const register = useCallback(
    (field: F) => (element: HTMLElement | null) => {
      fields.current.set(field, element);
    },
    [],
  );

  const submit = useCallback(
    async (
      schema: z.ZodType,
      values: unknown,
      send: () => Promise<unknown>,
      fallback = text('common:somethingWentWrong'),
    ) => {
      setError(null);
      const check = validate(schema, values);
      if (!check.ok) {
        setError({ field: check.field, message: check.message });
        if (check.field) fields.current.get(check.field)?.focus();
        return false;
      }
      setBusy(true);
      try {
        await withToast(send(), fallback);
        return true;
      } catch {
        return false;
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  return useMemo(
    () => ({
      busy,
      register,
      submit,
      reset: () => setError(null),
      /** The message for a field, when the last check failed on it. */
      errorFor: (field: F) => (error && error.field === field ? error.message : null),
      /** A failed check on something that has no field of its own in the form. */
      formError: error && (!error.field || !fields.current.get(error.field)) ? error.message : null,
    }),
    [busy, error, register, submit],
  );
}

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  submitLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  onSubmit: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** A dialog holding a form: Enter submits, Esc or Cancel closes. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  cancelLabel,
  busy,
  error,
  onSubmit,
  children,
  size = 'md',
}: FormDialogProps) {
  const { t } = useCommonText();
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel ?? t('save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {children}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
