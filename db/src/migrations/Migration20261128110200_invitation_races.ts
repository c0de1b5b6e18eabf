import { Migration } from '@mikro-orm/migrations';

/**
 * An accepted invitation keeps its link's hash (`accepted_invite_token`), so a second account opening the same
 * link, even at the same moment, is told it was accepted already (409) instead of "joined" (ADR 023).
 */
export class Migration20261128110200_invitation_races extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table staff add column accepted_invite_token text;');
    this.addSql('create index staff_accepted_invite_token on staff (accepted_invite_token) where accepted_invite_token is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table staff drop column accepted_invite_token;');
  }
}
