import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { PageHead } from '@/components/page-head.tsx';
import { Button } from '@/components/ui/button.tsx';

const failures = [
  'no_token',
  'invalid_or_used',
  'expired',
  'creator_not_found',
  'already_owned',
] as const;
type Failure = (typeof failures)[number];
type State =
  | { name: 'ready' }
  | { name: 'verifying' }
  | { name: 'verified' }
  | { name: 'failed'; message: string };

/**
 * Verify a creator claim (/creators/verify-claim?token=). Scanner-safe:
 * opening the link only shows a button; confirming calls verify_creator_claim,
 * which moves only the claim to review (the profile stays as it is).
 */
export function VerifyClaimPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The same link confirms a claim of a business listing (decision 015).
  const business = params.get('kind') === 'business';
  const intro = business ? t('businessListing.verify.intro') : t('creators.verify.intro');
  const [state, setState] = useState<State>(
    token ? { name: 'ready' } : { name: 'failed', message: t('creators.verify.no_token') },
  );

  async function confirm() {
    setState({ name: 'verifying' });
    const { supabase } = await import('@/lib/supabase-client.ts');
    const { data, error } = await supabase.rpc('verify_creator_claim', { token });
    if (error) return setState({ name: 'failed', message: error.message });
    if (data === 'verified') return setState({ name: 'verified' });
    const code = failures.find((failure: Failure) => failure === data) ?? 'invalid_or_used';
    setState({ name: 'failed', message: t(`creators.verify.${code}`) });
  }

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <PageHead
        title={t('creators.verify.title')}
        description={intro}
        canonicalPath={routes.creatorsVerifyClaim}
      />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900">
        {t('creators.verify.title')}
      </h1>
      {state.name === 'verified' ? (
        <div
          role="status"
          className="grid gap-2 rounded-xl border border-green-300 bg-green-50 p-6 text-green-900"
        >
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('creators.verify.verifiedTitle')}
          </p>
          <p>
            {business
              ? t('businessListing.verify.verifiedText')
              : t('creators.verify.verifiedText')}
          </p>
        </div>
      ) : state.name === 'failed' ? (
        <div
          role="alert"
          className="grid gap-2 rounded-xl border border-heritage-red-600 bg-heritage-red-50 p-6 text-heritage-red-700"
        >
          <p className="flex items-center gap-2 text-lg font-semibold">
            <CircleAlert aria-hidden="true" className="size-5" />
            {t('creators.verify.failedTitle')}
          </p>
          <p>{state.message}</p>
        </div>
      ) : (
        <div className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <p className="text-stone-700">{intro}</p>
          <Button
            onClick={() => void confirm()}
            disabled={state.name === 'verifying'}
            className="justify-self-start"
          >
            {state.name === 'verifying'
              ? t('creators.verify.verifying')
              : t('creators.verify.confirm')}
          </Button>
        </div>
      )}
      <Link to={routes.creators} className="text-serbian-blue-700 underline">
        {t('creators.profile.backToCreators')}
      </Link>
    </div>
  );
}
