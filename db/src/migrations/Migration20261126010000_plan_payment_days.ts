import { Migration } from '@mikro-orm/migrations';

/**
 * A plan payment keeps the days it bought. A subscription's end is derived from the plan payments still
 * standing (ADR 011), so a refund takes back exactly the days that payment bought, even if the plan's
 * duration was edited since.
 */
export class Migration20261126010000_plan_payment_days extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table payment_orders add column plan_days integer check (plan_days > 0);');
    this.addSql(`update payment_orders o set plan_days = p.duration_days
      from subscription_plans p where p.id = o.plan_id and o.kind = 'subscription';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table payment_orders drop column plan_days;');
  }
}
