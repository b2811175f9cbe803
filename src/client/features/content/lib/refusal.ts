/** A call the editor refuses before sending it; its message is the toast's text. */
export class Refusal extends Error {}
