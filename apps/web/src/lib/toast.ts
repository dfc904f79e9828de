import toast from 'react-hot-toast';
import { text } from '../i18n/app-i18n';
import { errorMessage } from './api-client';
import { STORAGE_KEYS } from './storage-keys';

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

/**
 * The stand-alone login page (login-main.tsx) leaves for the app with a full page load, which would
 * wipe its "signed in" toast: there a success toast is also handed to the next page, which shows
 * it on start (showCarriedToast). Inside the app nothing is carried.
 */
let carryToPageLoad = false;
export function carrySuccessToastsToNextPage() {
  carryToPageLoad = true;
}

export function toastSuccess(message: string) {
  toast.success(message);
  if (!carryToPageLoad) return;
  try {
    sessionStorage.setItem(STORAGE_KEYS.carriedToast, message);
  } catch {
    // Storage off: the message is only missed.
  }
}

export function showCarriedToast() {
  try {
    const message = sessionStorage.getItem(STORAGE_KEYS.carriedToast);
    if (!message) return;
    sessionStorage.removeItem(STORAGE_KEYS.carriedToast);
    toast.success(message);
  } catch {
    // Storage off: nothing was carried.
  }
}
