import { masterLabel } from '@qabul/api/i18n';
import { words } from '@qabul/api/schemas';
import { bookingFlow as t } from '../../../config/messages.ts';
import { messagesLanguage } from '../../../lib/i18n/localized.ts';

/**
 * Who serves the client, as the summary and the success step name them: by the rule every message uses (the
 * business's own title in Uzbek, else the reader's word for master with the title after the name).
 */
export function masterRow(master: { name: string; title: string | null }): { label: string; name: string } {
  return masterLabel(messagesLanguage(), master, { reader: t.master, uzbek: words.master });
}
