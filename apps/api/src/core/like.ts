/** Escapes LIKE/ILIKE wildcards so user input matches literally (backslash is the default escape). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern matching values that contain `value`. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;

/** A pattern matching values that start with `value`. */
export const prefixPattern = (value: string) => `${escapeLike(value)}%`;
