/** Whoever is shown by name: a provider, a platform user, an admin-panel account. */
export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  username: string;
}

/** First and last name as one, blanks left out; empty when the person gave neither (a form's default name). */
export function fullName(person: Omit<NamedPerson, 'username'>): string {
  return [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(' ');
}

/**
 * How a person is shown everywhere (page titles, the bot, notices, the dashboard, the admin panel): their full name,
 * or their username when they gave no name. SQL that reads a name uses `displayNameSql`, the same rule.
 */
export function displayName(person: NamedPerson): string {
  return fullName(person) || person.username;
}

/** A greeting's one word (the header's "Salom, …", spec.md): the first name, or the username when none was given. */
export function greetingName(person: NamedPerson): string {
  return person.firstName?.trim() || person.username;
}

/** What a business is called on every surface a client sees: its own name, else its owner's (a solo provider as before). */
export function businessDisplayName(business: { businessName?: string | null } | null | undefined, owner: NamedPerson): string {
  return business?.businessName?.trim() || displayName(owner);
}
