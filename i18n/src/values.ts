/** The values an ICU message is filled with; a missing or null one renders empty. */
export type MessageValues = Record<string, string | number | null | undefined>;
