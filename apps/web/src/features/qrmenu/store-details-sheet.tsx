import type { TQrStoreSettings } from '@mise/contracts';
import { Copy, Mail, MapPin, Phone, Share2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from '../../i18n/use-translation';
import { BottomSheet } from './bottom-sheet';

/** The store's details with a way to pass its menu on: the phone's share sheet, or copy the link. */
export function StoreDetailsSheet({
  open,
  onOpenChange,
  store,
  menuUrl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  store: TQrStoreSettings;
  menuUrl: string;
}) {
  const canShare = typeof navigator.share === 'function';
  const { t } = useTranslation('qrmenu');

  async function share() {
    try {
      await navigator.share({
        title: store.store_name,
        text: t('shareText', { store: store.store_name }),
        url: menuUrl,
      });
    } catch {
      // The diner closed the share sheet: nothing to do.
    }
  }

  async function copy() {
    if (await copyText(menuUrl)) toast.success(t('copied'));
    else toast.error(t('copyFailed'));
  }

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={store.store_name}
      description={t('storeDetails')}
    >
      <ul className="space-y-3 text-sm text-stone-700">
        {store.address ? (
          <li className="flex gap-3">
            <MapPin className="h-5 w-5 shrink-0 text-stone-500" aria-hidden />
            {store.address}
          </li>
        ) : null}
        {store.phone ? (
          <li className="flex gap-3">
            <Phone className="h-5 w-5 shrink-0 text-stone-500" aria-hidden />
            <a className="text-brand-700 underline-offset-2 hover:underline" href={`tel:${store.phone}`}>
              {store.phone}
            </a>
          </li>
        ) : null}
        {store.email ? (
          <li className="flex gap-3">
            <Mail className="h-5 w-5 shrink-0 text-stone-500" aria-hidden />
            <a
              className="break-all text-brand-700 underline-offset-2 hover:underline"
              href={`mailto:${store.email}`}
            >
              {store.email}
            </a>
          </li>
        ) : null}
      </ul>
      <div className="mt-5 grid grid-cols-2 gap-2">
        {canShare ? (
          <button
            type="button"
            onClick={share}
            className="flex h-12 items-center justify-center gap-2 rounded-2xl bg-brand-700 text-sm font-semibold text-white"
          >
            <Share2 className="h-4 w-4" aria-hidden /> {t('share')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={copy}
          className={`flex h-12 items-center justify-center gap-2 rounded-2xl border border-stone-300 text-sm font-semibold text-stone-800 ${canShare ? '' : 'col-span-2'}`}
        >
          <Copy className="h-4 w-4" aria-hidden /> {t('copyLink')}
        </button>
      </div>
    </BottomSheet>
  );
}

/** The Clipboard API needs HTTPS; a restaurant on plain HTTP still gets the old way. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the old way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}
