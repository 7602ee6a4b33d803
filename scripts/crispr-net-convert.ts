// Installs a released CRISPR-Net Keras model as the JSON the scorer reads (MODEL.md §7).
// Usage: tsx scripts/crispr-net-convert.ts <structure.json> <weights.h5> <out-dir>
import { writeConvertedModel } from '#server/modules/crispr/scoring/convert.ts'
import { MODEL_DIR_ENV, findMissingModelFiles } from '#server/modules/crispr/scoring/model-files.ts'

const [structurePath, weightsPath, outDir] = process.argv.slice(2)
if (!structurePath || !weightsPath || !outDir) {
  console.error('Usage: npm run crispr-net:convert -- <structure.json> <weights.h5> <out-dir>')
  process.exit(2)
}

try {
  const { document, weightsFile, licenseFile } = await writeConvertedModel(structurePath, weightsPath, outDir)
  console.log(`Wrote ${weightsFile}: ${document.layers.length} layers, ${document.total_params} parameters.`)
  if (licenseFile) console.log(`Copied the model licence to ${licenseFile}.`)
  else
    console.warn(
      'No LICENSE next to the structure file: add the MIT notice of CRISPR-Net to the model directory (MODEL.md §13).',
    )
  const missing = await findMissingModelFiles(outDir)
  if (missing.length > 0) console.log(`Still needed in ${outDir} before scoring: ${missing.join(', ')} (MODEL.md §11).`)
  console.log(`Then set ${MODEL_DIR_ENV}=${outDir}.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
