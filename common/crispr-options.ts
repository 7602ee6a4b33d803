// Choices of the CRISPR-Net submission form (spec §7 help/getPamType, help/getGenome).
// The score itself depends only on the sequences; these describe the job.

export const PAM_TYPES = [
  { id: 1, name: 'SpCas9 — NGG', pam: 'NGG' },
  { id: 2, name: 'SpCas9 — NAG', pam: 'NAG' },
  { id: 3, name: 'SpCas9-VQR — NGA', pam: 'NGA' },
  { id: 4, name: 'SpCas9-NG — NG', pam: 'NG' },
  { id: 5, name: 'xCas9 — NGN', pam: 'NGN' },
] as const

export const GENOMES = [
  { id: 1, name: 'Human (hg38)' },
  { id: 2, name: 'Human (hg19)' },
  { id: 3, name: 'Mouse (mm10)' },
  { id: 4, name: 'Mouse (mm39)' },
  { id: 5, name: 'Rat (rn6)' },
  { id: 6, name: 'Zebrafish (danRer11)' },
  { id: 7, name: 'Fruit fly (dm6)' },
  { id: 8, name: 'C. elegans (ce11)' },
  { id: 9, name: 'Arabidopsis (TAIR10)' },
  { id: 10, name: 'Rice (IRGSP-1.0)' },
] as const
