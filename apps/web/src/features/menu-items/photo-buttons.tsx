import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm';
import { compressPhoto } from './compress-photo';
import { useMenuItemsText } from './i18n';

/**
 * Upload (or change) and remove buttons for one picture: a dish's photo, the store's logo. The file
 * is checked to be an image and compressed in the browser before `upload`; `remove` asks first.
 * Both calls show their own toasts; a failure leaves the current picture as it was.
 */
export function PhotoButtons({
  what,
  hasImage,
  removeMessage,
  upload,
  remove,
}: {
  what: 'photo' | 'logo';
  hasImage: boolean;
  removeMessage: string;
  upload: (image: Blob, fileName: string) => Promise<unknown>;
  remove: () => Promise<unknown>;
}) {
  const { t } = useMenuItemsText();
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The toast told the user; the current picture stays.
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t('chooseImageFile'));
      return;
    }
    await run(async () => upload(await compressPhoto(file), file.name));
  };

  const onRemove = async () => {
    if (await confirm({ message: removeMessage, confirmLabel: t('remove') })) await run(remove);
  };

  const logo = what === 'logo';
  return (
    <div className="flex gap-2">
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={logo ? t('logoFile') : t('photoFile')}
        onChange={onFile}
      />
      <Button className="flex-1" variant="outline" loading={busy} onClick={() => input.current?.click()}>
        <ImageUp className="h-4 w-4" aria-hidden />
        {hasImage ? (logo ? t('changeLogo') : t('changePhoto')) : logo ? t('uploadLogo') : t('uploadPhoto')}
      </Button>
      {hasImage ? (
        <Button
          variant="outline"
          size="icon"
          aria-label={logo ? t('removeLogo') : t('removePhoto')}
          disabled={busy}
          onClick={onRemove}
        >
          <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}
