import type { TStoreSetting } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { withToast } from '../../lib/toast';
import { PhotoButtons } from '../menu-items/photo-buttons';
import { removeStoreLogo, storeSettingKey, uploadStoreLogo } from './api/store-setting-api';
import { useSettingsText } from './i18n';

/** The store's logo: at the top of every receipt, printed from the browser or by the print bridge. */
export function StoreLogoCard({ settings }: { settings: TStoreSetting }) {
  const { t } = useSettingsText();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: storeSettingKey });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('logo')}</CardTitle>
      </CardHeader>
      <CardBody className="space-y-3">
        <div className="flex h-28 items-center justify-center rounded-lg bg-stone-50 ring-1 ring-stone-200">
          {settings.image ? (
            <img
              src={settings.image}
              alt={t('logoAlt', { store: settings.storeName })}
              className="max-h-24 max-w-full object-contain"
            />
          ) : (
            <span className="flex flex-col items-center gap-1 text-sm text-stone-600">
              <ImageOff className="h-6 w-6" aria-hidden />
              {t('noLogoYet')}
            </span>
          )}
        </div>
        <p className="text-xs text-stone-500">{t('logoHint')}</p>
        <PhotoButtons
          what="logo"
          hasImage={Boolean(settings.image)}
          removeMessage={t('removeLogo')}
          upload={async (image, fileName) => {
            await withToast(uploadStoreLogo(image, fileName));
            await refresh();
          }}
          remove={async () => {
            await withToast(removeStoreLogo());
            await refresh();
          }}
        />
      </CardBody>
    </Card>
  );
}
