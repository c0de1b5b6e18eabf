import { PageLoading } from '../../../../components/PageLoading.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { LoadError } from '../../../../components/ui/LoadError.tsx';
import { businessPage, setup as t } from '../../../../config/messages.ts';
import { useBusiness } from '../../api/get-business.ts';
import { BusinessDetailsForm } from '../BusinessDetailsForm.tsx';
import { BusinessPictures } from '../BusinessPictures.tsx';

/** Step 1: the business as clients will see it; its pictures upload as chosen, "Keyingi" saves the words. */
export function BusinessStep({ onNext }: { onNext: () => void }) {
  const business = useBusiness();
  if (business.isPending) return <PageLoading />;
  if (business.isError)
    return <LoadError text={businessPage.loadError} retryLabel={businessPage.retry} onRetry={() => void business.refetch()} />;
  return (
    <div className="stack-lg">
      <p className="muted">{t.businessIntro}</p>
      <BusinessDetailsForm
        business={business.data}
        compact
        pictures={<BusinessPictures business={business.data} />}
        submitLabel={t.next}
        onSaved={onNext}
        extraActions={
          <Button variant="secondary" size="lg" onClick={onNext}>
            {t.skip}
          </Button>
        }
      />
    </div>
  );
}
