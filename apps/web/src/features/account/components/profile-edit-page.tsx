import { ProfileForm } from '@/features/account/components/profile-form';
import { useContent } from '@/lib/content-api';
import { useLocale } from '@/lib/locale';
import { useSession } from '@/lib/session';

/** /user/edit: the profile form (the area's content is already loaded by UserPage). */
export function ProfileEditPage() {
  const locale = useLocale();
  const { data: page } = useContent('profile', locale);
  const { session } = useSession();
  if (!page || session.status !== 'authenticated') return null;
  return <ProfileForm page={page} user={session.user} />;
}
