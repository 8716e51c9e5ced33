// Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return that hides one) as a
// formula, so an exported cell like that is written with a leading apostrophe, which spreadsheets
// show as text (OWASP "CSV injection"). Reading such a file back takes exactly one apostrophe off
// again; a cell that already started with apostrophes before a formula sign gets one more on export,
// so the round trip gives back what was exported.
const FORMULA = /^'*[=+\-@\t\r]/;

/** The cell as written to a CSV file: formulas neutralised. */
export function neutraliseFormula(text: string): string {
  return FORMULA.test(text) ? `'${text}` : text;
}

/** The cell as exported before `neutraliseFormula`, for a file read back in. */
export function restoreFormula(text: string): string {
  return text.startsWith("'") && FORMULA.test(text) ? text.slice(1) : text;
}
