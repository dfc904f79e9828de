import { shownLanguage, text } from '../../i18n/app-i18n';
import { formattersFor } from '../../i18n/format';
import { ACTION_OFFLINE_MESSAGE } from './action-outbox';
import { OFFLINE_MESSAGE } from './outbox';
import './i18n';

/**
 * The queues keep their own messages in English on the device (they outlive a change of language);
 * this shows a kept message in the language shown now. A server's message passes as it came.
 */
export function shownQueueMessage(message: string): string {
  if (message === OFFLINE_MESSAGE) return text('offline:orderWaitsOffline');
  if (message === ACTION_OFFLINE_MESSAGE) return text('offline:actionWaitsOffline');
  if (message === 'Something went wrong! Try later!') return text('common:tryLater');
  if (message === 'Invalid request!') return text('common:invalidRequest');
  return message;
}

/** An amount of the queue (major units, no currency known): "12.50" in English, the language's writing otherwise. */
export function queueAmount(value: number): string {
  const language = shownLanguage();
  if (language === 'en') return value.toFixed(2);
  return formattersFor(language).number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
