import { Migration } from '@mikro-orm/migrations';
import { parseMoney } from '@qabul/i18n';

/**
 * A service's price is shown from an amount in the reader's language ("80 000 so'm" / "80 000 сум"), or as the
 * provider's own text when there is none (DECISIONS.md "Every word in the reader's language"). `price_amount`
 * becomes optional (null: no amount, the text stands; 0: free) and `price_from` says the amount is where the price
 * starts ("80 000 so'mdan" / "от 80 000 сум"). Services saved before kept their amount at the old default 0 whatever
 * their text said: their amount is read from the text where it is a plain one ("80 000 so'm" → 8 000 000 tiyin,
 * "Bepul" → 0), and is left empty otherwise, so their text stays as typed. An amount someone set above 0 stays.
 */
export class Migration20261130010000_service_price_amount extends Migration {
  override async up(): Promise<void> {
    const rows = (await this.execute('select id, price, price_amount from services')) as Array<{
      id: number;
      price: string;
      price_amount: number;
    }>;
    this.addSql('alter table services alter column price_amount drop not null, alter column price_amount drop default;');
    this.addSql('alter table services add column price_from boolean not null default false;');
    const read = rows.flatMap((row) => {
      const parsed = parseMoney(row.price);
      if (row.price_amount > 0)
        return parsed?.from && parsed.amount === row.price_amount ? [`(${Number(row.id)}, ${row.price_amount}, true)`] : [];
      return [parsed ? `(${Number(row.id)}, ${parsed.amount}, ${parsed.from})` : `(${Number(row.id)}, null::integer, false)`];
    });
    // Ids, amounts and flags only (numbers and booleans written by this code), one statement for every service.
    if (read.length > 0)
      this.addSql(`update services s set price_amount = v.amount, price_from = v.from_amount
        from (values ${read.join(', ')}) as v (id, amount, from_amount) where s.id = v.id;`);
  }

  override async down(): Promise<void> {
    this.addSql('update services set price_amount = 0 where price_amount is null;');
    this.addSql('alter table services alter column price_amount set default 0, alter column price_amount set not null;');
    this.addSql('alter table services drop column price_from;');
  }
}
