/**
 * The server's instructions: what every tool shares, said once instead of in each tool's
 * description (times, paging, the result cap, errors, and the parameters `sharedText` names).
 */
export function instructionsFor(maxChars: number, sharedText: string): string {
  return [
    'Read-only market data, news and research. Unsure of a ticker? Search with searchSecurities.',
    'Times (`from`, `to`) take ISO 8601 or Unix milliseconds (Unix ms); a `to` left out means now (unless a tool says otherwise) and the result states the server time.',
    "To page, pass the last item's id as `start_id`, or the next `page` until one comes back short.",
    `Results are cut to ${maxChars} characters, keeping the newest items, and say so.`,
    'Errors are tool errors naming the status_code and the rule that failed.',
    sharedText,
  ]
    .filter(Boolean)
    .join(' ');
}
