/** Every content call (add, paste, duplicate, delete, reorder) runs under this mutation key. */
export const CONTENT_MUTATION_KEY = ['content-editor'] as const;
