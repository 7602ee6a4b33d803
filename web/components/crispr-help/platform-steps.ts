// The three steps of the sgRNA platform (spec §2 /crispr-help) and the literature
// behind them. Tools run elsewhere (or at /crispr); the page only guides the way.

export const CRISPR_NET_GUIDE_ID = 'crispr-net-guide'

export interface PlatformStep {
  title: string
  summary: string
  tool: { name: string; href: string }
  tutorial: { label: string; href: string }
}

export const PLATFORM_STEPS: readonly PlatformStep[] = [
  {
    title: 'sgRNA 设计',
    summary:
      '输入目标基因组区域或序列，CRISPOR 列出所有可用的 sgRNA，并给出 Doench 等活性预测分与 MIT/CFD 特异性分，便于挑选高活性、低脱靶风险的候选。',
    tool: { name: 'CRISPOR', href: 'http://crispor.tefor.net/' },
    tutorial: { label: 'CRISPOR 教程', href: 'http://crispor.tefor.net/manual/' },
  },
  {
    title: '脱靶位点预测',
    summary:
      'Cas-OFFinder 在全基因组中检索与候选 sgRNA 相似的位点，可设定错配数、DNA/RNA bulge 数与 PAM 类型，得到完整的潜在脱靶位点清单。',
    tool: { name: 'Cas-OFFinder', href: 'http://www.rgenome.net/cas-offinder/' },
    tutorial: { label: 'Cas-OFFinder 教程', href: 'https://github.com/snugel/cas-offinder' },
  },
  {
    title: '脱靶打分',
    summary:
      '将 sgRNA 与上一步得到的脱靶位点成对提交到 CRISPR-Net，深度学习模型同时考虑错配与插入缺失（bulge），为每个位点给出 0–1 的脱靶活性评分。',
    tool: { name: 'CRISPR-Net', href: '/crispr' },
    tutorial: { label: 'CRISPR-Net 教程', href: `#${CRISPR_NET_GUIDE_ID}` },
  },
]

export interface Reference {
  citation: string
  doi: string
}

export const REFERENCES: readonly Reference[] = [
  {
    citation:
      'Lin J, Zhang Z, Zhang S, Chen J, Wong KC. CRISPR-Net: a recurrent convolutional network quantifies CRISPR off-target activities with mismatches and indels. Adv Sci. 2020;7(13):1903562.',
    doi: '10.1002/advs.201903562',
  },
  {
    citation:
      'Doench JG, Fusi N, Sullender M, et al. Optimized sgRNA design to maximize activity and minimize off-target effects of CRISPR-Cas9. Nat Biotechnol. 2016;34(2):184–191.',
    doi: '10.1038/nbt.3437',
  },
  {
    citation:
      'Tsai SQ, Zheng Z, Nguyen NT, et al. GUIDE-seq enables genome-wide profiling of off-target cleavage by CRISPR-Cas nucleases. Nat Biotechnol. 2015;33(2):187–197.',
    doi: '10.1038/nbt.3117',
  },
  {
    citation:
      'Concordet JP, Haeussler M. CRISPOR: intuitive guide selection for CRISPR/Cas9 genome editing experiments and screens. Nucleic Acids Res. 2018;46(W1):W242–W245.',
    doi: '10.1093/nar/gky354',
  },
]

/** Example input of the CRISPR-Net guide: mismatches only, a DNA bulge, an RNA bulge. */
export const CRISPR_NET_EXAMPLES = [
  { pair: 'GGGTGGGGGGAGTTTGCTCCCGG,GTGTGGGGTAAATTTGCTCCCAG', note: '仅含错配，23 nt' },
  {
    pair: 'GAGT_CCGAGCAGAAGAAGAATGG,GAGTACCAAGTAGAAGAAAAATTT',
    note: 'DNA bulge：基因组多一个碱基，空位写在 on_seq，24 nt',
  },
  {
    pair: 'GGGTGGGGGGAGTTTGCTCCAGG,AGGTGGGGTGA_TTTGCTCCAGG',
    note: 'RNA bulge：基因组少一个碱基，空位写在 off_seq，23 nt',
  },
] as const
