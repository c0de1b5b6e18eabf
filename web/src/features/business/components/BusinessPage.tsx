import { PageLoading } from '../../../components/PageLoading.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { PageHeader } from '../../../components/ui/Misc.tsx';
import { businessPage as t } from '../../../config/messages.ts';
import { publicBookingPath } from '../../../config/routes.ts';
import { useUser } from '../../../lib/auth.ts';
import { useBusiness } from '../api/get-business.ts';
import { BusinessDetailsForm } from './BusinessDetailsForm.tsx';
import { BusinessPictures } from './BusinessPictures.tsx';

/** /user/business: what clients see of the business on its page, in Telegram and in a shared link's preview. */
export function BusinessPage() {
  const business = useBusiness();
  const user = useUser().data;

  return (
    <div className="container container-narrow">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        action={
          user && (
            <a className="btn btn-secondary" href={publicBookingPath(user.username)} target="_blank" rel="noopener">
              {t.viewPage}
            </a>
          )
        }
      />
      {business.isPending ? (
        <PageLoading />
      ) : business.isError ? (
        <LoadError text={t.loadError} retryLabel={t.retry} onRetry={() => void business.refetch()} />
      ) : (
        <div className="stack-lg">
          <BusinessDetailsForm business={business.data} />
          <BusinessPictures business={business.data} />
        </div>
      )}
    </div>
  );
}
