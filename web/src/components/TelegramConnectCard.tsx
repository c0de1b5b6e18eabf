import { Button } from './ui/Button.tsx';
import { Badge } from './ui/Misc.tsx';

export interface TelegramConnectText {
  title: string;
  text: string;
  connect: string;
  linked: string;
}

/**
 * "Telegramni ulash": asks the server for a one-time `p_` link and opens it in Telegram, where pressing Start links the
 * chat. A provider's profile and a master's own view each bring their own endpoint and words.
 */
export function TelegramConnectCard({
  linked,
  text,
  pending,
  onConnect,
}: {
  linked: boolean;
  text: TelegramConnectText;
  pending: boolean;
  onConnect: () => void;
}) {
  return (
    <section className="card stack" aria-labelledby="telegram-connect">
      <h2 id="telegram-connect" className="card-title">
        {text.title}
      </h2>
      {linked ? (
        <Badge tone="success">{text.linked}</Badge>
      ) : (
        <>
          <p className="muted">{text.text}</p>
          <div>
            <Button variant="secondary" loading={pending} onClick={onConnect}>
              {text.connect}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
