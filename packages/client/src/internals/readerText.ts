/**
 * A spec description as a reader of help or a model sees it: the spec's descriptions also carry
 * notes for its maintainers (where a name or a bound comes from, what the provider's page does
 * not show), which say nothing to someone calling the operation.
 */

/** A description's first paragraph, on one line: the rest is written for maintainers. */
export function firstParagraph(text: string): string {
  return text
    .split(/\n\s*\n/, 1)[0]!
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** Sentences written for the spec's maintainers (provenance and doubts), not for a reader. */
const PROVENANCE =
  /provider|inferred|not shown|not documented|is documented|older version|old doc|this follows|observation|public clients/i;

/**
 * The sentences of a description's first paragraph that speak to its reader, provenance notes
 * (whole sentences, a last clause after a semicolon, a parenthesis) left out; its first
 * sentence when every one is such a note.
 */
export function forReaders(text: string): string {
  const plain = firstParagraph(text).replace(
    /\s*\((?:[^()]*\b(?:inferred|not shown|documented|provider|public clients|see)\b[^()]*)\)/gi,
    '',
  );
  const sentences = plain
    .split(/(?<=\.)\s+(?=[A-Z`"])/)
    // A clause after a semicolon that is a maintainer's note goes, its sentence stays.
    .map((sentence) =>
      sentence.replace(/;[^;]*$/, (clause) => (PROVENANCE.test(clause) ? '.' : clause)),
    );
  const kept = sentences.filter((sentence) => !PROVENANCE.test(sentence));
  return (kept.length ? kept : sentences.slice(0, 1)).join(' ');
}
