import toast from 'react-hot-toast';
import { text } from '../i18n/app-i18n';
import { errorMessage } from './api-client';

/**
 * The spec's toast pattern: 'Please wait...' while a request runs, then the server's message as
 * success, or its message (else the screen's default) as an error.
 */
export async function withToast<T extends { message?: string } | unknown>(
  work: Promise<T>,
  fallbackError = text('common:somethingWentWrong'),
): Promise<T> {
  const id = toast.loading(text('common:pleaseWait'));
  try {
    const result = await work;
    const message = (result as { message?: string } | null)?.message;
    if (message) toast.success(message, { id });
    else toast.dismiss(id);
    return result;
  } catch (error) {
    toast.error(errorMessage(error, fallbackError), { id });
    throw error;
  }
}

export function toastError(error: unknown, fallback: string) {
  toast.error(errorMessage(error, fallback));
}
