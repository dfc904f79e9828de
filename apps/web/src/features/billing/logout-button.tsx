import { LogOut } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button, type ButtonProps } from '../../components/ui/button';
import { logout } from '../../lib/logout';
import { useBillingText } from './i18n';

export function LogoutButton(props: Omit<ButtonProps, 'onClick'>) {
  const { t } = useBillingText();
  const onLogout = async () => {
    try {
      await logout('user');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('logoutFailed'));
    }
  };
  return (
    <Button variant="outline" onClick={onLogout} {...props}>
      <LogOut className="h-4 w-4" aria-hidden /> {t('logout')}
    </Button>
  );
}
