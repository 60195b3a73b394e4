import { useSearchParams } from 'react-router-dom';

import { ErrorState } from '@/components/error-state';
import { PlaceholderPage } from '@/components/placeholder-page';
import { MissingParamError } from '@/lib/require-param';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim();

  return (
    <PlaceholderPage title="Reset password">
      {code ? null : (
        <ErrorState title="This reset link is incomplete" message={new MissingParamError('code').message} />
      )}
    </PlaceholderPage>
  );
}
