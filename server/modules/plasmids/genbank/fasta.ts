// FASTA export for the detail page's download: one record, header naming the plasmid and its size.
import type { GenbankRecord } from './model.ts'

export const FASTA_CONTENT_TYPE = 'text/x-fasta; charset=utf-8'

export type FastaLineWidth = 60 | 70

/**
 * `>name 2686 bp circular` then the bases. Spaces in the name become underscores because
 * most tools take the header's first word as the sequence id.
 */
export function writeFasta(
  record: Pick<GenbankRecord, 'name' | 'topology' | 'sequence'>,
  lineWidth: FastaLineWidth = 70,
): string {
  const id = record.name.trim().replace(/\s+/g, '_') || 'plasmid'
  const lines = [`>${id} ${record.sequence.length} bp ${record.topology}`]
  for (let i = 0; i < record.sequence.length; i += lineWidth) {
    lines.push(record.sequence.slice(i, i + lineWidth).toUpperCase())
  }
  return `${lines.join('\n')}\n`
}
