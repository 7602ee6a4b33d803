// ASCII forms of catalogue names, for file names and GenBank/FASTA headers: many catalogue
// names carry Chinese species notes ("(大鼠)") or Greek letters, which downloads must not.

const GREEK: Record<string, string> = { α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta', Δ: 'delta', μ: 'u', κ: 'kappa' }

/** 'pX458-sgSox9#3(大鼠)' → 'pX458-sgSox9#3', 'pPICZα A' → 'pPICZalpha A'. */
export function asciiName(name: string): string {
  return name
    .replace(/[αβγδΔμκ]/g, (letter) => GREEK[letter] ?? '')
    .replace(/[(（][^)）]*[^\x20-\x7e][^)）]*[)）]/g, ' ')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** 'GE-P10123_pX458-sgSox9_3.gb': letters, digits, dot, dash and underscore only. */
export function downloadFileName(itemNo: string, name: string, extension: string): string {
  const safe = (text: string) =>
    text
      .replace(/[^A-Za-z0-9.-]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, '')
  const stem = [safe(itemNo), safe(asciiName(name))].filter(Boolean).join('_')
  return `${stem || 'plasmid'}.${extension}`
}
