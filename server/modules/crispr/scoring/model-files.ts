// The model directory (CRISPR_NET_MODEL_DIR): weights JSON and CFD tables, read from a
// path given by the caller and never bundled, so an installation without the model still
// runs everything else and can say precisely what is missing.
import { access, readFile } from 'node:fs/promises'
import path from 'node:path'
import { cfdTablesFromJson, type CfdTables } from './cfd.ts'
import { ModelFormatError, weightsFromDocument, type CrisprNetWeights } from './weights.ts'

export const MODEL_DIR_ENV = 'CRISPR_NET_MODEL_DIR'
export const WEIGHTS_FILE = 'crispr-net-weights.json'
export const CFD_MISMATCH_FILE = 'cfd-mismatch.json'
export const CFD_PAM_FILE = 'cfd-pam.json'
/** MIT notice of CRISPR-Net; it must travel with the weights (MODEL.md §13). */
export const LICENSE_FILE = 'LICENSE-CRISPR-Net.txt'

const REQUIRED_FILES = [WEIGHTS_FILE, CFD_MISMATCH_FILE, CFD_PAM_FILE] as const

export class ModelNotInstalledError extends Error {
  override name = 'ModelNotInstalledError'
  readonly dir: string
  readonly missing: string[]

  constructor(dir: string, missing: string[]) {
    super(
      `CRISPR-Net 模型未安装：目录 ${dir} 中缺少 ${missing.join('、')}。请将环境变量 ${MODEL_DIR_ENV} 设置为模型目录。` +
        ` / CRISPR-Net model not installed: ${missing.join(', ')} missing in ${dir}. Set ${MODEL_DIR_ENV} to the model directory.`,
    )
    this.dir = dir
    this.missing = missing
  }
}

export interface ModelFiles {
  dir: string
  weights: CrisprNetWeights
  cfd: CfdTables
}

/** The required files absent from `dir`: cheap enough for the submit page to ask on each render. */
export async function findMissingModelFiles(dir: string): Promise<string[]> {
  const present = await Promise.all(
    REQUIRED_FILES.map((file) =>
      access(path.join(dir, file)).then(
        () => true,
        () => false,
      ),
    ),
  )
  return REQUIRED_FILES.filter((_, index) => !present[index])
}

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8')
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ModelFormatError(`${file}: invalid JSON`, { cause: error })
  }
}

/**
 * Loads and validates the model directory. Throws ModelNotInstalledError when files are
 * missing and ModelFormatError (or CfdTablesError) when a file is not what MODEL.md describes.
 */
export async function loadModelFiles(dir: string): Promise<ModelFiles> {
  const absolute = path.resolve(dir)
  const missing = await findMissingModelFiles(absolute)
  if (missing.length > 0) throw new ModelNotInstalledError(absolute, missing)
  const file = (name: string) => path.join(absolute, name)
  const [weightsJson, mismatchJson, pamJson] = await Promise.all(
    [WEIGHTS_FILE, CFD_MISMATCH_FILE, CFD_PAM_FILE].map((name) => readJson(file(name))),
  )
  return {
    dir: absolute,
    weights: weightsFromDocument(weightsJson, file(WEIGHTS_FILE)),
    cfd: cfdTablesFromJson(mismatchJson, pamJson, { mismatch: file(CFD_MISMATCH_FILE), pam: file(CFD_PAM_FILE) }),
  }
}
