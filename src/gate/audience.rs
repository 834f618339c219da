//! Who the answer is for: "... for my partner", "... i can send to my bookkeeper", "... for the
//! supplier meeting", "... for my sister who does the books".
//!
//! Why: a seller often says who they will pass the figures on to, and those words (wife,
//! uncle, bookkeeper, loan officer, standup) are found nowhere in the domain's vocabulary, so
//! the gate counted them as foreign and refused "prepare a holiday season progress note for my
//! partner" as a question of another life. Who receives an answer does not change what it is
//! about; what it is OF does ("a progress note for my boss about the school project" is about
//! the project). So the recipient phrase is set aside, as the time expressions are, and the
//! rest of the question is judged as if it had not been said.
//!
//! The phrase is narrow: "for", "to" or "with", a determiner or none, and a head that is a
//! person around a business (a relation or a role: `foreign::person_word`, [`ROLES`]) or an
//! occasion at which figures are passed on ([`OCCASIONS`]: a meeting, a call, a letter), with
//! at most one other word before the head ("the supplier meeting", "the loan officer") beside
//! any number of people ("my business partner", "my investor update"). A relative clause
//! after a person ("who does the books") says more of that person and goes with it, to the
//! end of its clause. "with my mentor" is set aside; "with my kids' homework" is not, as
//! homework is neither.
//!
//! **Takes** the question's tokens (time expressions masked) and its text. **Gives** the byte
//! spans of the recipient phrases.
//!
//! The reader lives in `planner::recipient`, below the stages: the planner sets the same
//! phrase aside before it resolves product names, and may not import the gate.

pub(super) use crate::planner::recipient::{recipients, OF_BUSINESS};
