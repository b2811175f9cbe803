import { contentObject } from '@shared/content-value';

/** An item's content as an object (it may be stored as a JSON string), or null when unreadable. */
export const readContent = contentObject;
