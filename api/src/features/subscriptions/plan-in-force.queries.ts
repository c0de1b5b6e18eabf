/**
 * The plan in force for a provider, as SQL: their active, unexpired subscription's plan, else Freemium (DECISIONS.md
 * "Subscriptions"; `effectivePlan` says the same through the ORM). `userId` is an SQL expression naming the
 * provider's id; the fragment is a subquery giving one `subscription_plans` row, for `join lateral` or `select ... from`.
 */
export function planInForceSql(userId: string): string {
  return `(select p.* from subscription_plans p
    where p.id = coalesce(
      (select us.plan_id from user_subscriptions us
        where us.user_id = ${userId} and us.status = 'active' and (us.end_date is null or us.end_date > now()) limit 1),
      (select f.id from subscription_plans f where f.code = 'freemium')))`;
}
