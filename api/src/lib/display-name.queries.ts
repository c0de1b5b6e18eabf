/**
 * `displayName` (contracts/display-name.ts) as SQL over the users-like row `alias` (first_name, last_name, username),
 * for statements that return a person's name with the rest of their answer.
 */
export function displayNameSql(alias: string): string {
  const part = (column: string) => `nullif(trim(${alias}.${column}), '')`;
  return `coalesce(nullif(concat_ws(' ', ${part('first_name')}, ${part('last_name')}), ''), ${alias}.username)`;
}

/**
 * `businessDisplayName` as SQL: the business's own name from the business_profiles row `profile` (joined with a left
 * join, so it may be missing), else its owner's name from the users row `owner`.
 */
export function businessNameSql(owner: string, profile: string): string {
  return `coalesce(nullif(trim(${profile}.business_name), ''), ${displayNameSql(owner)})`;
}
