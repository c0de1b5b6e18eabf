import { PAYMENT_CHECK_AMOUNT } from '@qabul/api/schemas';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { DetailList, Notice, PageHeader } from '../../../components/ui/Misc.tsx';
import { paymentCheck as t } from '../../../config/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { groupDigits } from '../../../lib/money.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { type PaymentCheck, usePaymentCheck } from '../api/payment-check.ts';

/** The page's own check before asking the server, which checks again with the same bounds. */
function amountError(text: string, real: boolean): string | null {
  const amount = Number(text.replace(/\s/g, ''));
  if (!Number.isInteger(amount) || amount < PAYMENT_CHECK_AMOUNT.min || amount > PAYMENT_CHECK_AMOUNT.max) return t.amountInvalid;
  if (real && amount % PAYMENT_CHECK_AMOUNT.step !== 0) return t.realStepInvalid;
  return null;
}

function failureText(error: unknown, real: boolean): string {
  if (error instanceof ApiError && error.status === 0 && real) return t.network({ detail: error.message });
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return t.testFailed;
}

function Section({ id, title, children }: { id: keyof typeof t.sections; title: string; children: ReactNode }) {
  return (
    <section className="card stack" aria-labelledby={`payment-check-${id}`} data-testid={`payment-check-${id}`}>
      <h2 id={`payment-check-${id}`} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

const orNone = (value: string | null) => value ?? t.none;

/** The response sections of spec.md section 3 (test payment response), each under its own heading. */
function PaymentCheckAnswer({ answer }: { answer: PaymentCheck }) {
  const { testPayment, troubleshooting, webhook, notice, warning } = answer;
  return (
    <div className="stack" data-testid="payment-check-answer">
      <Notice tone={answer.success ? 'success' : 'warning'} title={t.success}>
        {answer.success ? t.succeeded : t.notConfigured}
      </Notice>
      <Section id="testPayment" title={t.sections.testPayment}>
        <DetailList
          items={[
            { label: t.amount, value: groupDigits(testPayment.amount) },
            { label: t.environment, value: t.environments[testPayment.environment] },
            { label: t.merchantId, value: testPayment.credentials.merchantId ?? t.unset },
            { label: t.login, value: testPayment.credentials.login ?? t.unset },
            { label: t.key, value: testPayment.credentials.key ?? t.unset },
            {
              label: t.paymentUrl,
              value: testPayment.paymentUrl ? (
                <a href={testPayment.paymentUrl} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
                  {t.openPayment}
                </a>
              ) : (
                t.noPaymentUrl
              ),
            },
          ]}
        />
        <strong>{t.instructions}</strong>
        <ol>
          {testPayment.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </Section>
      <Section id="troubleshooting" title={t.sections.troubleshooting}>
        <DetailList
          items={[
            { label: t.error, value: orNone(troubleshooting.error) },
            { label: t.cause, value: orNone(troubleshooting.cause) },
          ]}
        />
        <strong>{t.solutions}</strong>
        <ul>
          {troubleshooting.solutions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section id="webhook" title={t.sections.webhook}>
        <DetailList
          items={[
            { label: t.configured, value: webhook.configured ? t.yes : t.no },
            { label: t.testing, value: webhook.testing ? t.yes : t.no },
            { label: t.status, value: t.statuses[webhook.status] },
            { label: t.solution, value: orNone(webhook.solution) },
          ]}
        />
      </Section>
      {(['notice', 'warning'] as const).map((id) => {
        const part = id === 'notice' ? notice : warning;
        return (
          <Section key={id} id={id} title={t.sections[id]}>
            <Notice tone={id === 'notice' ? 'info' : 'warning'} title={part.title}>
              <p>{part.message}</p>
              <p>
                {t.recommendation}: {part.recommendation}
              </p>
            </Notice>
          </Section>
        );
      })}
    </div>
  );
}

/**
 * /test-payment and /real-payment (platform admins): check the Payme setup and get a checkout link for an
 * amount in UZS. The real page warns first that its link takes real money.
 */
export function PaymentCheckPage({ real }: { real: boolean }) {
  const [amount, setAmount] = useState(String(PAYMENT_CHECK_AMOUNT.initial));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const check = usePaymentCheck(real);
  const serverFieldError = check.error instanceof ApiError ? check.error.fieldErrors?.amount : undefined;
  return (
    <div className="container container-narrow stack">
      <PageHeader title={real ? t.realTitle : t.testTitle} subtitle={real ? t.realSubtitle : t.testSubtitle} />
      {real && (
        <Notice tone="danger" title={t.realWarningTitle}>
          {t.realWarning}
        </Notice>
      )}
      <form
        className="card form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = amountError(amount, real);
          setFieldError(problem);
          if (problem) return;
          check.mutate(Number(amount.replace(/\s/g, '')), { onSuccess: () => toastSuccess(t.created) });
        }}
      >
        <TextField
          label={t.amount}
          type="number"
          inputMode="numeric"
          min={PAYMENT_CHECK_AMOUNT.min}
          max={PAYMENT_CHECK_AMOUNT.max}
          step={real ? PAYMENT_CHECK_AMOUNT.step : 1}
          value={amount}
          onChange={setAmount}
          hint={real ? t.realHint : t.testHint}
          error={fieldError ?? serverFieldError}
        />
        <div>
          <Button type="submit" loading={check.isPending}>
            {real ? t.createReal : t.createTest}
          </Button>
        </div>
        {check.isError && !serverFieldError && <Notice tone="danger">{failureText(check.error, real)}</Notice>}
      </form>
      {check.data && <PaymentCheckAnswer answer={check.data} />}
    </div>
  );
}

export function TestPaymentPage() {
  return <PaymentCheckPage real={false} />;
}

export function RealPaymentPage() {
  return <PaymentCheckPage real />;
}
