// Where the CRISPR-Net pages live, and how each names itself to the login page: the spec
// writes the redirect without a leading slash (/login?redirect=crispr, spec §2).
export const CRISPR_PATH = '/crispr'
export const CRISPR_LOGIN_REDIRECT = 'crispr'

export const resultPath = (id: number) => `/crispr-result?id=${id}`
export const resultLoginRedirect = (id: number) => `crispr-result?id=${id}`

/** The sgRNA utilities: public, the checks run in the browser. */
export const SGRNA_TOOLS_PATH = '/sgrna-tools'
