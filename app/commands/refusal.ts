/** A command that is not carried out, with the reason its reply gives. */
export class Refusal extends Error {
  override name = "Refusal";
}

/** The sender may not act here (the permission check). */
export class NotAllowed extends Refusal {}
