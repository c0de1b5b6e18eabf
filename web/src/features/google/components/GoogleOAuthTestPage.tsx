import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Notice, PageHeader } from '../../../components/ui/Misc.tsx';
import { googleOAuthTest as t } from '../../../config/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/auth.ts';
import { useGoogleAuthTest } from '../api/auth-test.ts';

/** /google-oauth-test: asks the server for a user's Google consent URL (a developer check). */
export function GoogleOAuthTestPage() {
  const user = useUser();
  const [userId, setUserId] = useState(user.data?.id ?? '');
  const test = useGoogleAuthTest();
  const failure =
    test.error instanceof ApiError
      ? test.error.status === 0
        ? t.network
        : (test.error.serverMessage ?? t.failed)
      : test.error
        ? t.failed
        : null;
  const answer = test.data;
  return (
    <div className="container container-narrow">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <form
        className="card form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          test.mutate(userId.trim());
        }}
      >
        <TextField label={t.userId} value={userId} onChange={setUserId} autoComplete="off" />
        <div>
          <Button type="submit" loading={test.isPending}>
            {t.request}
          </Button>
        </div>
        {failure && <Notice tone="danger">{failure}</Notice>}
        {answer && !answer.authUrl && <Notice tone="warning">{answer.message ?? t.failed}</Notice>}
        {answer?.authUrl && (
          <div className="stack">
            <strong>{t.authUrl}</strong>
            <code style={{ overflowWrap: 'anywhere' }}>{answer.authUrl}</code>
            <div>
              <a className="btn btn-secondary" href={answer.authUrl}>
                {t.open}
              </a>
            </div>
          </div>
        )}
      </form>
    </div>
  );
}
