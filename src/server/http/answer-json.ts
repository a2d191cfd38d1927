/**
 * The JSON text of an API answer: the same text as JSON.stringify, cheaper for the answers
 * that carry a table view, i.e. every move.
 *
 * Why: a view's public log — its last 60 events, nine tenths of a move's answer — is made of
 * event objects that every later state of the table shares (src/engine/public-log.ts appends,
 * never changes one). Each event's text is computed once and reused by every answer that
 * carries it, instead of stringifying the 60 events again for each move. Under the table
 * benchmark, JSON.stringify of the answers was 12% of the server's CPU profile.
 */

/** The text of each event seen so far; an event no state holds any more is forgotten with it. */
const eventTexts = new WeakMap<object, string>();

/** Stands for the log in the text of the rest of the answer; replaced by the log's text. */
const LOG_PLACEHOLDER = "\u0000answer-json:log\u0000";
const LOG_PLACEHOLDER_TEXT = JSON.stringify(LOG_PLACEHOLDER);

interface WithView {
  result: { data: { view: { log: object[] } } };
}

/** A plain object (an object literal): no prototype's toJSON that the copies below would lose. */
function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function carriesView(answer: unknown): answer is WithView {
  if (!isPlain(answer) || !isPlain(answer.result) || !isPlain(answer.result.data)) return false;
  const view = answer.result.data.view;
  return isPlain(view) && Array.isArray(view.log) && view.log.every(isPlain);
}

function eventText(event: object): string {
  let text = eventTexts.get(event);
  if (text === undefined) {
    // An array element without a JSON text (a toJSON giving undefined) is written null, as JSON.stringify writes it.
    text = (JSON.stringify(event) as string | undefined) ?? "null";
    eventTexts.set(event, text);
  }
  return text;
}

export function answerJson(answer: unknown): string {
  if (!carriesView(answer)) return JSON.stringify(answer);
  const { data } = answer.result;
  const rest = JSON.stringify({ ...answer, result: { ...answer.result, data: { ...data, view: { ...data.view, log: LOG_PLACEHOLDER } } } });
  const at = rest.indexOf(LOG_PLACEHOLDER_TEXT);
  // The placeholder is ours alone unless some string of the answer spells it too: then the
  // plain way, rather than guess which one stands for the log.
  if (at === -1 || rest.lastIndexOf(LOG_PLACEHOLDER_TEXT) !== at) return JSON.stringify(answer);
  return `${rest.slice(0, at)}[${data.view.log.map(eventText).join(",")}]${rest.slice(at + LOG_PLACEHOLDER_TEXT.length)}`;
}
